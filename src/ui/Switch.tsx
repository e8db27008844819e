import { memo } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import styles from './Switch.module.css';

export interface SwitchProps {
  label: string;
  isSelected: boolean;
  onChange: (value: boolean) => void;
  isDisabled?: boolean;
}

/** Memoised: given a stable onChange (see useFieldSetters), a tool's other updates do not draw it again. */
export const Switch = memo(function Switch({ label, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...rest} className={styles.switch}>
      <span className={styles.track} aria-hidden>
        <span className={styles.thumb} />
      </span>
      {label}
    </AriaSwitch>
  );
});
