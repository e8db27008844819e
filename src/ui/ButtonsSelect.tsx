import { memo, useId } from 'react';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import type { SelectOption, SelectSize } from './Select';
import styles from './ButtonsSelect.module.css';
import { Tooltip } from './Tooltip';

export interface ButtonsSelectProps<V extends string> {
  label: string;
  labelHidden?: boolean;
  value: V;
  onChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  size?: SelectSize;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A single choice shown as a row of buttons (a radio group): arrow keys move between the buttons,
 * Space or Enter picks one. One option is always chosen.
 */
function ButtonsSelectImpl<V extends string>({
  label,
  labelHidden,
  value,
  onChange,
  options,
  size = 'medium',
  isDisabled,
  className,
}: ButtonsSelectProps<V>) {
  const labelId = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={labelHidden ? 'visually-hidden' : styles.label}>
        {label}
      </span>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        className={`${styles.group} ${styles[size]}`}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[value]}
        onSelectionChange={(keys: Set<Key>) => {
          const [key] = keys;
          if (key !== undefined) onChange(String(key) as V);
        }}
        isDisabled={isDisabled}
      >
        {options.map((option) => {
          const button = (
            <ToggleButton key={option.value} id={option.value} className={styles.button}>
              {option.label}
            </ToggleButton>
          );
          return option.tooltip ? (
            <Tooltip key={option.value} content={option.tooltip}>
              {button}
            </Tooltip>
          ) : (
            button
          );
        })}
      </ToggleButtonGroup>
    </div>
  );
}

/** Memoised: a tool's option rows are not drawn again when only its input changes. */
export const ButtonsSelect = memo(ButtonsSelectImpl) as typeof ButtonsSelectImpl;
