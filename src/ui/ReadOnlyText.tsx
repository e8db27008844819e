import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InputTextProps } from './InputText';
import styles from './InputText.module.css';

/**
 * InputText's read-only form, in plain elements: a label, a read-only input or textarea, actions,
 * description and error, named and described as React Aria's TextField would. Outputs re-render on
 * every keystroke of their tool (a case converter has fifteen), and TextField's hooks cost more
 * than the field itself; a read-only field needs none of its editing or validation logic.
 */
export function ReadOnlyText(props: InputTextProps & { error?: string }) {
  const { t } = useTranslation('app');
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const { error } = props;
  const describedBy = [props.description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const raw = props.rawText
    ? ({ autoCapitalize: 'off', autoComplete: 'off', autoCorrect: 'off', spellCheck: false } as const)
    : {};
  const inputClass = [styles.input, props.monospace && styles.mono, props.centered && styles.centered].filter(Boolean).join(' ');
  const fieldProps = {
    ...raw,
    id,
    name: props.name,
    value: props.value,
    readOnly: true,
    autoFocus: props.autoFocus,
    inputMode: props.inputMode,
    placeholder: props.placeholder ?? t('ui.inputText.placeholder'),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div
      className={[styles.field, props.className].filter(Boolean).join(' ')}
      data-readonly
      data-invalid={error ? true : undefined}
    >
      <label htmlFor={id} className={props.labelHidden ? 'visually-hidden' : styles.label}>
        {props.label}
      </label>
      <div className={styles.control}>
        {props.multiline ? (
          <textarea {...fieldProps} className={`${inputClass} ${props.autosize ? styles.autosize : ''}`} rows={props.rows ?? 3} />
        ) : (
          <input {...fieldProps} type="text" className={inputClass} />
        )}
        {props.actions}
      </div>
      {props.description ? (
        <span className={styles.description} id={descriptionId}>
          {props.description}
        </span>
      ) : null}
      {error ? (
        <div className={styles.error} id={errorId}>
          {error}
          {props.errorDetail ? <span className={styles.errorDetail}>{props.errorDetail}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
