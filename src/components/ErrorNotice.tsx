import { CircleAlert } from 'lucide-react';
import styles from './ErrorNotice.module.css';

export interface ErrorNoticeProps {
  /** The message, already translated and shown as is; nothing renders while it is empty. */
  message?: string;
  /** A smaller second line: the parser's reason, line and column. */
  detail?: string;
  id?: string;
  className?: string;
}

/** An inline error under a field or an output, announced as it appears (role alert). */
export function ErrorNotice({ message, detail, id, className }: ErrorNoticeProps) {
  return (
    <div id={id} role="alert" className={[styles.notice, className].filter(Boolean).join(' ')}>
      {message ? (
        <>
          <CircleAlert size={16} aria-hidden className={styles.icon} />
          <div>
            <div>{message}</div>
            {detail ? <div className={styles.detail}>{detail}</div> : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
