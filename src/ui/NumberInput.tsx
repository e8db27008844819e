import { Minus, Plus } from 'lucide-react';
import { Button as AriaButton, FieldError, Group, Input, Label, NumberField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import inputStyles from './InputText.module.css';
import styles from './NumberInput.module.css';

export interface NumberInputProps {
  label: string;
  /** NaN while the field is empty. */
  value: number;
  onChange: (value: number) => void;
  placeholder?: string;
  step?: number;
  /**
   * Round a typed value to the nearest step on blur (default). false keeps what was typed (the
   * caller reports values off the step); the +/- buttons still step.
   */
  snapToStep?: boolean;
  /** Out-of-range values are kept, not clamped, and the caller reports them here. */
  error?: string;
  isDisabled?: boolean;
}

export function NumberInput({
  label,
  value,
  onChange,
  placeholder,
  step = 1,
  snapToStep = true,
  error,
  isDisabled,
}: NumberInputProps) {
  const { t } = useTranslation('app');
  return (
    <NumberField
      className={inputStyles.field}
      value={value}
      onChange={onChange}
      step={step}
      commitBehavior={snapToStep ? 'snap' : 'validate'}
      isInvalid={Boolean(error)}
      isDisabled={isDisabled}
      validationBehavior="aria"
      formatOptions={{ useGrouping: false, maximumFractionDigits: 20 }}
    >
      <Label className={inputStyles.label}>{label}</Label>
      <Group className={inputStyles.control}>
        <Input className={inputStyles.input} placeholder={placeholder} />
        <AriaButton slot="decrement" className={styles.step} aria-label={t('ui.number.decrement')}>
          <Minus size={14} aria-hidden />
        </AriaButton>
        <AriaButton slot="increment" className={styles.step} aria-label={t('ui.number.increment')}>
          <Plus size={14} aria-hidden />
        </AriaButton>
      </Group>
      <FieldError className={inputStyles.error}>{error}</FieldError>
    </NumberField>
  );
}
