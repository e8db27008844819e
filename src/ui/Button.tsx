import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './Button.module.css';

export type ButtonVariant = 'default' | 'primary' | 'warning' | 'error';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Round icon-only button; give it an aria-label. */
  circle?: boolean;
  /** Transparent background (icon buttons in bars). */
  quiet?: boolean;
  className?: string;
  children?: ReactNode;
}

/** Button types and heights: small 28, medium 34, large 40. */
export function Button({ variant = 'default', size = 'medium', circle, quiet, className, children, ...rest }: ButtonProps) {
  const classes = [styles.button, styles[variant], styles[size], circle && styles.circle, quiet && styles.quiet, className];
  return (
    <AriaButton {...rest} className={classes.filter(Boolean).join(' ')}>
      {children}
    </AriaButton>
  );
}
