import { useId, type ReactNode } from 'react';
import styles from './ValueRow.module.css';

/** A read-only labelled value on one line (label left, value right), named by its label. */
export function ValueRow({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <div className={[styles.row, className].filter(Boolean).join(' ')}>
      <span id={id} className={styles.label}>
        {label}
      </span>
      <output aria-labelledby={id} className={styles.value}>
        {children}
      </output>
    </div>
  );
}
