import { memo } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import { useDraft } from '@/hooks/useDraft';
import styles from './Switch.module.css';

export interface SwitchProps {
  label: string;
  isSelected: boolean;
  onChange: (value: boolean) => void;
  isDisabled?: boolean;
}

/**
 * Memoised: given a stable onChange (see useFieldSetters), a tool's other updates do not draw it
 * again. Flips at once, its owner renders in a transition (useDraft).
 */
export const Switch = memo(function Switch({ label, isSelected, onChange, isDisabled }: SwitchProps) {
  const [selected, change] = useDraft(isSelected, onChange);
  return (
    <AriaSwitch isSelected={selected} onChange={change} isDisabled={isDisabled} className={styles.switch}>
      <span className={styles.track} aria-hidden>
        <span className={styles.thumb} />
      </span>
      {label}
    </AriaSwitch>
  );
});
