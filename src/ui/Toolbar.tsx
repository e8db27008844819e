import type { ReactNode } from 'react';
import { Button as AriaButton, Separator, ToggleButton, Toolbar as AriaToolbar } from 'react-aria-components';
import styles from './Toolbar.module.css';
import { Tooltip } from './Tooltip';

export interface ToolbarProps {
  /** Accessible name of the toolbar. */
  label: string;
  children: ReactNode;
  className?: string;
}

/**
 * A row of icon buttons (formatting, actions). Tab enters and leaves it as one stop; the arrow keys,
 * Home and End move between its buttons.
 */
export function Toolbar({ label, children, className }: ToolbarProps) {
  return (
    <AriaToolbar aria-label={label} className={[styles.toolbar, className].filter(Boolean).join(' ')}>
      {children}
    </AriaToolbar>
  );
}

/** A thin vertical line between groups of buttons. */
export function ToolbarSeparator() {
  return <Separator orientation="vertical" className={styles.separator} />;
}

export interface ToolbarButtonProps {
  /** Accessible name, also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  onPress: () => void;
  /** Makes it a toggle button: `aria-pressed` follows this value. */
  isSelected?: boolean;
  isDisabled?: boolean;
}

/** An icon button of a `Toolbar`, with its name as tooltip; a toggle button when `isSelected` is given. */
export function ToolbarButton({ label, icon, onPress, isSelected, isDisabled }: ToolbarButtonProps) {
  const button =
    isSelected === undefined ? (
      <AriaButton aria-label={label} className={styles.button} onPress={onPress} isDisabled={isDisabled}>
        {icon}
      </AriaButton>
    ) : (
      <ToggleButton
        aria-label={label}
        className={styles.button}
        isSelected={isSelected}
        onChange={onPress}
        isDisabled={isDisabled}
      >
        {icon}
      </ToggleButton>
    );
  return <Tooltip content={label}>{button}</Tooltip>;
}
