import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWidget } from './lazy-widget';
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

/** The field as it will look, disabled, while its implementation loads. */
function NumberInputPlaceholder({ label, value, placeholder, error }: NumberInputProps) {
  const { t } = useTranslation('app');
  const inputId = useId();
  return (
    <div className={inputStyles.field} data-invalid={error ? true : undefined}>
      <label htmlFor={inputId} className={inputStyles.label}>
        {label}
      </label>
      <div className={inputStyles.control}>
        <input
          id={inputId}
          className={inputStyles.input}
          value={Number.isNaN(value) ? '' : String(value)}
          placeholder={placeholder}
          inputMode="decimal"
          disabled
          readOnly
        />
        <button type="button" className={styles.step} aria-label={t('ui.number.decrement')} disabled>
          <Minus size={14} aria-hidden />
        </button>
        <button type="button" className={styles.step} aria-label={t('ui.number.increment')} disabled>
          <Plus size={14} aria-hidden />
        </button>
      </div>
      {error ? <span className={inputStyles.error}>{error}</span> : null}
    </div>
  );
}

/** A number field with −/+ steppers; react-aria's implementation (`NumberInputAria`) loads apart from the route. */
export const NumberInput = lazyWidget(() => import('./NumberInputAria').then((module) => module.default), NumberInputPlaceholder);
