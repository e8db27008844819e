import { useId } from 'react';
import { Button } from '@/ui/Button';
import styles from './ChoiceButtons.module.css';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

export interface ChoiceButtonsProps<V extends string> {
  label: string;
  value: V | undefined;
  options: readonly Choice<V>[];
  onChange: (value: V) => void;
}

/**
 * A labelled group of toggle buttons, one pressed (tools.md "button group"). Local stand-in until
 * the shared ButtonsSelect lands in src/ui; the group is named by its visible label.
 */
export function ChoiceButtons<V extends string>({ label, value, options, onChange }: ChoiceButtonsProps<V>) {
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} className={styles.group}>
        {options.map((option) => (
          <Button
            key={option.value}
            size="small"
            variant={option.value === value ? 'primary' : 'default'}
            aria-pressed={option.value === value}
            onPress={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
