import { Check } from 'lucide-react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import styles from './Checkbox.module.css';

export interface CheckboxProps {
  /** The accessible name; shown unless `labelHidden`. */
  label: string;
  isSelected: boolean;
  onChange: (value: boolean) => void;
  /** Keep the label for assistive technology only (e.g. in a grid whose headers say it). */
  labelHidden?: boolean;
  isDisabled?: boolean;
}

/** A checkbox with its label; Space toggles it, as a native one. */
export function Checkbox({ label, labelHidden, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...rest} className={styles.checkbox} aria-label={labelHidden ? label : undefined}>
      {({ isSelected }) => (
        <>
          <span className={styles.box} aria-hidden>
            {isSelected ? <Check size={12} strokeWidth={3} /> : null}
          </span>
          {labelHidden ? null : label}
        </>
      )}
    </AriaCheckbox>
  );
}
