import type { ReactNode } from 'react';
import styles from './DemoSection.module.css';

/** One titled example on a demo page (a region named by its heading). */
export function DemoSection({ title, column, children }: { title: string; column?: boolean; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <div className={column ? `${styles.body} ${styles.column}` : styles.body}>{children}</div>
    </section>
  );
}
