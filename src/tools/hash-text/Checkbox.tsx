import { useId } from 'react';
import styles from './Checkbox.module.css';

export interface CheckboxProps {
  label: string;
  isSelected: boolean;
  onChange: (value: boolean) => void;
  /** Keep the label for assistive technology only. */
  labelHidden?: boolean;
  isDisabled?: boolean;
}

/** A native checkbox with its label (src/ui has no checkbox yet). */
export function Checkbox({ label, isSelected, onChange, labelHidden, isDisabled }: CheckboxProps) {
  const id = useId();
  return (
    <span className={styles.checkbox}>
      <input
        id={id}
        type="checkbox"
        checked={isSelected}
        disabled={isDisabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id} className={labelHidden ? 'visually-hidden' : undefined}>
        {label}
      </label>
    </span>
  );
}
