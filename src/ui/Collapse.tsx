import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import styles from './Collapse.module.css';

export interface CollapseProps {
  title: string;
  children: ReactNode;
  /** A collapse panel starts collapsed unless told otherwise. */
  defaultExpanded?: boolean;
  /** Heading level of the title (default 3). */
  level?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** A titled panel whose body shows and hides (a disclosure: button with aria-expanded). */
export function Collapse({ title, children, defaultExpanded = false, level = 3, className }: CollapseProps) {
  return (
    <Disclosure className={[styles.collapse, className].filter(Boolean).join(' ')} defaultExpanded={defaultExpanded}>
      <Heading level={level} className={styles.heading}>
        <AriaButton slot="trigger" className={styles.trigger}>
          <ChevronRight size={16} aria-hidden className={styles.chevron} />
          {title}
        </AriaButton>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </Disclosure>
  );
}
