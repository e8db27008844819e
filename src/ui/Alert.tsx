import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './Alert.module.css';

export interface AlertProps {
  type?: 'info' | 'warning' | 'error';
  title?: string;
  children?: ReactNode;
}

/** Errors are announced assertively (role alert); warnings and information politely (role status). */
export function Alert({ type = 'warning', title, children }: AlertProps) {
  const Icon = type === 'error' ? CircleAlert : type === 'info' ? Info : TriangleAlert;
  return (
    <div className={`${styles.alert} ${styles[type]}`} role={type === 'error' ? 'alert' : 'status'}>
      <Icon size={18} aria-hidden className={styles.icon} />
      <div>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
