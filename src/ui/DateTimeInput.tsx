import { memo, useId } from 'react';
import styles from './InputText.module.css';

export interface DateTimeInputProps {
  label: string;
  /** Local date and time as `YYYY-MM-DDTHH:mm` ('' when empty). */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * A local date-and-time field: the browser's native picker (keyboard and screen-reader support
 * come with it), styled like InputText, with the same label and error layout. Memoised as the
 * kit's other fields: given a stable onChange, it is skipped when its tool renders for another field.
 */
export const DateTimeInput = memo(function DateTimeInput({ label, value, onChange, error }: DateTimeInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          type="datetime-local"
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error ? (
        <div id={errorId} className={styles.error}>
          {error}
        </div>
      ) : null}
    </div>
  );
});
