import { Minus, Plus } from 'lucide-react';
import { Button as AriaButton, FieldError, Group, Input, Label, NumberField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import inputStyles from './InputText.module.css';
import type { NumberInputProps } from './NumberInput';
import styles from './NumberInput.module.css';

export default function NumberInputAria({
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
