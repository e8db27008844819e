import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import styles from './Link.module.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'children'> {
  href: string;
  children: ReactNode;
  className?: string;
  /** Render as an icon button (bars) instead of inline text. */
  variant?: 'inline' | 'icon' | 'button';
}

const isExternal = (href: string) => /^[a-z]+:/i.test(href);

/** In-app links navigate client-side; outside links open a new tab without opener. */
export function Link({ href, children, className, variant = 'inline', ...rest }: LinkProps) {
  const external = isExternal(href);
  return (
    <AriaLink
      {...rest}
      href={href}
      target={external ? '_blank' : rest.target}
      rel={external ? 'noopener noreferrer' : rest.rel}
      className={[styles[variant], className].filter(Boolean).join(' ')}
    >
      {children}
    </AriaLink>
  );
}
