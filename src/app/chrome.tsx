import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import styles from './chrome.module.css';

/*
 * The shell's own light controls: native <button>/<a>/<select>, which are accessible as they are.
 * The shell stays free of react-aria so the first load of "/" fits its budget; tools use src/ui.
 */

type Placement = 'top' | 'bottom';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** Accessible name, also shown as the hover/focus tooltip. */
  label: string;
  tooltip?: Placement | false;
  children: ReactNode;
}

export function IconButton({ label, tooltip = 'bottom', className, children, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      aria-label={label}
      data-tooltip={tooltip ? label : undefined}
      data-placement={tooltip || undefined}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
    >
      {children}
    </button>
  );
}

export function IconLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  const external = /^[a-z]+:/i.test(href);
  const common = { 'aria-label': label, 'data-tooltip': label, 'data-placement': 'bottom', className: styles.iconButton };
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer" {...common}>
      {children}
    </a>
  ) : (
    <Link href={href} {...common}>
      {children}
    </Link>
  );
}

export function NativeSelect<V extends string>(props: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <select
      className={styles.select}
      aria-label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as V)}
    >
      {props.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
