import type { ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  /** A heading that names the card's region. */
  title?: string;
  children: ReactNode;
  className?: string;
}

export function Card({ title, children, className }: CardProps) {
  const Tag = title ? 'section' : 'div';
  return (
    <Tag className={[styles.card, className].filter(Boolean).join(' ')} aria-label={title}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {children}
    </Tag>
  );
}
