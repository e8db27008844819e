import { Eye, EyeOff, X } from 'lucide-react';
import { memo, useId, useState, type ClipboardEvent, type ReactNode } from 'react';
import { FieldError, Input, Label, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { ReadOnlyText } from './ReadOnlyText';
import styles from './InputText.module.css';
import { lastFailingMessage, type ValidationRule } from './validation';

/**
 * A multiline field holding more than this many characters stops wrapping lines (it scrolls
 * sideways). Chromium lays out a long wrapped paragraph in time that grows with its square when it
 * mixes fonts (an emoji, CJK): pasting 1 MB of one-line text with emoji froze the page 43 s, 0.4 s
 * unwrapped; 256 KB took 1.4 s, 0.15 s unwrapped.
 */
export const NO_WRAP_ABOVE_CHARS = 32 * 1024;

/** Turns wrapping off before a big paste is inserted: the class React sets comes only after it. */
function unwrapBeforeBigPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
  // A paste taken over by an enclosing handler (a big document held aside) inserts nothing here.
  if (event.defaultPrevented) return;
  const field = event.currentTarget;
  const replaced = field.selectionEnd - field.selectionStart;
  const pasted = event.clipboardData.getData('text/plain').length;
  if (field.value.length - replaced + pasted > NO_WRAP_ABOVE_CHARS) field.classList.add(styles.noWrap!);
}

export interface InputTextProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  /** Defaults to the translated "Input text". */
  placeholder?: string;
  readOnly?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  type?: 'text' | 'password';
  multiline?: boolean;
  /** Visible rows of a multiline field (default 3). */
  rows?: number;
  /** Multiline only: grow with the content. */
  autosize?: boolean;
  monospace?: boolean;
  autoFocus?: boolean;
  /** Turns off autocapitalise, autocomplete, autocorrect and spellcheck (code, hashes, keys). */
  rawText?: boolean;
  rules?: readonly ValidationRule<string>[];
  /** An error from outside (e.g. a parser); shown like a failing rule. */
  error?: string;
  /** A smaller second line under the error (parser detail). */
  errorDetail?: string;
  description?: ReactNode;
  /** Hide the label visually (it still names the field). */
  labelHidden?: boolean;
  centered?: boolean;
  name?: string;
  className?: string;
  inputMode?: 'text' | 'numeric' | 'decimal';
  /** Extra controls on the field's right (copy buttons…). */
  actions?: ReactNode;
}

/**
 * The shared text field: label, validation rules, password toggle, clear, autosize. Memoised: a
 * field given the same value and stable callbacks is skipped when its tool renders again.
 */
export const InputText = memo(function InputText(props: InputTextProps) {
  const error = props.error ?? lastFailingMessage(props.value, props.rules);
  // Outputs: the same field in plain elements (no editing, no reveal toggle, nothing to validate on input).
  if (props.readOnly && !props.disabled && props.type !== 'password') return <ReadOnlyText {...props} error={error} />;
  return <EditableText {...props} error={error} />;
});

function EditableText(props: InputTextProps) {
  const { t } = useTranslation('app');
  const [revealed, setRevealed] = useState(false);
  const descriptionId = useId();
  const { error } = props;
  const raw = props.rawText
    ? ({ autoCapitalize: 'off', autoComplete: 'off', autoCorrect: 'off', spellCheck: false } as const)
    : {};
  const isPassword = props.type === 'password';
  const inputClass = [styles.input, props.monospace && styles.mono, props.centered && styles.centered].filter(Boolean).join(' ');
  return (
    <TextField
      className={[styles.field, props.className].filter(Boolean).join(' ')}
      value={props.value}
      onChange={props.onChange}
      isReadOnly={props.readOnly}
      isDisabled={props.disabled}
      isInvalid={Boolean(error)}
      autoFocus={props.autoFocus}
      name={props.name}
      type={isPassword && !revealed ? 'password' : 'text'}
      inputMode={props.inputMode}
      validationBehavior="aria"
      // React Aria finds a slotted description only when validity changes, so one that appears later
      // (a note, a truncation) was never announced: the field names its description itself.
      aria-describedby={props.description ? descriptionId : undefined}
    >
      <Label className={props.labelHidden ? 'visually-hidden' : styles.label}>{props.label}</Label>
      <div className={styles.control}>
        {props.multiline ? (
          <TextArea
            {...raw}
            className={[inputClass, props.autosize && styles.autosize, props.value.length > NO_WRAP_ABOVE_CHARS && styles.noWrap]
              .filter(Boolean)
              .join(' ')}
            rows={props.rows ?? 3}
            placeholder={props.placeholder ?? t('ui.inputText.placeholder')}
            onPasteCapture={unwrapBeforeBigPaste}
          />
        ) : (
          <Input {...raw} className={inputClass} placeholder={props.placeholder ?? t('ui.inputText.placeholder')} />
        )}
        {props.clearable && props.value && !props.readOnly && !props.disabled ? (
          <Button quiet circle size="small" aria-label={t('ui.inputText.clear')} onPress={() => props.onChange?.('')}>
            <X size={14} aria-hidden />
          </Button>
        ) : null}
        {isPassword ? (
          <Button
            quiet
            circle
            size="small"
            aria-label={revealed ? t('ui.inputText.hidePassword') : t('ui.inputText.showPassword')}
            onPress={() => setRevealed((r) => !r)}
          >
            {revealed ? <EyeOff size={14} aria-hidden /> : <Eye size={14} aria-hidden />}
          </Button>
        ) : null}
        {props.actions}
      </div>
      {props.description ? (
        <span className={styles.description} id={descriptionId}>
          {props.description}
        </span>
      ) : null}
      <FieldError className={styles.error}>
        {error}
        {props.errorDetail ? <span className={styles.errorDetail}>{props.errorDetail}</span> : null}
      </FieldError>
    </TextField>
  );
}
