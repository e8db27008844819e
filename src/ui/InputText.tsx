import { Eye, EyeOff, X } from 'lucide-react';
import { memo, useId, useRef, useState, type ClipboardEvent, type ReactNode } from 'react';
import { FieldError, Input, Label, TextArea, TextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useDraft } from '@/hooks/useDraft';
import { useStableCallback } from '@/hooks/useStableCallback';
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

/**
 * An editable multiline field is given at most this many characters from outside; a longer text
 * (pasted, opened, restored) is held aside and only summarised in the field, while one typed there
 * stays. A browser lays out every line of a field's text: a 5 MB text of 120,000 short lines took
 * 10 s at the bench's 4x slower CPU, wrapped or not.
 */
export const HOLD_ASIDE_ABOVE_CHARS = 256 * 1024;

/**
 * The longest search query a search field takes: no query needs more, and a page of text pasted
 * into a one-line field costs the browser seconds of layout (Chromium 150: 2.6 s for 50,000
 * characters of emoji sequences, with no CPU slowdown).
 */
export const SEARCH_MAX_CHARS = 500;

/**
 * A document field (see `holdLongLines`) also holds aside a text from outside with a line longer
 * than this: a browser lays out a long line whole, again at each frame that moves anything on the
 * page while the field has the focus. A 200 KB one-line XML document cost a 450 ms task at 4x to
 * paste, then 40-90 ms a frame while it was formatted.
 */
export const HOLD_ASIDE_LINE_CHARS = NO_WRAP_ABOVE_CHARS;

/** Whether `text` has a line of more than `limit` characters (stops at the first). */
export function hasLineLongerThan(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    if (end - start > limit) return true;
    start = end + 1;
  }
  return false;
}

/** Whether a field keeps `text`, given from outside, out of sight (see HOLD_ASIDE_ABOVE_CHARS, or the field's own `above`, and HOLD_ASIDE_LINE_CHARS). */
export function isHeldAside(text: string, holdLongLines = false, above = HOLD_ASIDE_ABOVE_CHARS): boolean {
  return text.length > above || (holdLongLines && hasLineLongerThan(text, HOLD_ASIDE_LINE_CHARS));
}

/** A pasted text as a text field would hold it: a field stores its line breaks as LF. */
export const asFieldText = (pasted: string) => (pasted.includes('\r') ? pasted.replace(/\r\n?/g, '\n') : pasted);

/**
 * Handles a paste before the field inserts it: a text that would grow past HOLD_ASIDE_ABOVE_CHARS
 * never reaches the field (it goes to `onChange`, rendered after the paste's own task: reading
 * megabytes from the clipboard is a long enough task); one past NO_WRAP_ABOVE_CHARS turns
 * wrapping off first, since the class React sets comes only after the insertion.
 */
function takeBigPaste(
  event: ClipboardEvent<HTMLTextAreaElement>,
  onChange: ((value: string) => void) | undefined,
  holdLongLines: boolean,
  holdAsideAbove: number,
) {
  // A paste taken over by an enclosing handler inserts nothing here.
  if (event.defaultPrevented) return;
  const field = event.currentTarget;
  const { selectionStart, selectionEnd, value } = field;
  const pasted = event.clipboardData.getData('text/plain');
  const length = value.length - (selectionEnd - selectionStart) + pasted.length;
  // The text after the paste, built only when it may be held aside.
  const mayHold = length > holdAsideAbove || (holdLongLines && length > HOLD_ASIDE_LINE_CHARS);
  const next = onChange && mayHold ? value.slice(0, selectionStart) + asFieldText(pasted) + value.slice(selectionEnd) : undefined;
  if (onChange && next !== undefined && isHeldAside(next, holdLongLines, holdAsideAbove)) {
    event.preventDefault();
    // In a task of its own, not a transition: a transition's render yields for a frame between
    // its slices, which delayed a 5 MB document's conversion by ~30 ms at 4x.
    setTimeout(() => onChange(next), 0);
  } else if (length > NO_WRAP_ABOVE_CHARS) field.classList.add(styles.noWrap!);
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
  /** The most characters the field takes (typed or pasted beyond it are dropped). */
  maxLength?: number;
  /** Extra controls on the field's right (copy buttons…). */
  actions?: ReactNode;
  /** Multiline, editable: a paste that makes a line longer than HOLD_ASIDE_LINE_CHARS is held aside too (documents). */
  holdLongLines?: boolean;
  /** Multiline, editable: a text from outside longer than this is held aside (default HOLD_ASIDE_ABOVE_CHARS). */
  holdAsideAbove?: number;
  /** Key (in `app`) of the summary of a held text, given `formatted`: its length (default `ui.inputText.large`). */
  heldTextKey?: string;
  /** Offers an "Edit" button beside the summary of a held text (for an editor made for big texts). */
  onEditHeld?: () => void;
  /**
   * A keystroke renders only this field in its task and the tool in the next (useDraft): for a tool
   * whose outputs may lag a frame behind the text (documents), never for digests, codes or keys.
   */
  deferTool?: boolean;
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

/** Memoised: a field's new value does not draw its clear button (a React Aria button) again. */
const ClearButton = memo(function ClearButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <Button quiet circle size="small" aria-label={label} onPress={onClear}>
      <X size={14} aria-hidden />
    </Button>
  );
});

function EditableText(props: InputTextProps) {
  const { t, i18n } = useTranslation('app');
  const [revealed, setRevealed] = useState(false);
  const descriptionId = useId();
  const { error } = props;
  // The last text the field itself gave (typing, a small paste, an edit) stays in it however long
  // it grows; a big text from elsewhere (a paste taken aside, a file, a stored value) is held aside.
  const [ownText, setOwnText] = useState<string>();
  // With `deferTool`, typing renders this field at once and the tool in the next task (useDraft).
  const [value, giveText] = useDraft(props.value, props.onChange, Boolean(props.deferTool));
  const held = Boolean(
    props.multiline &&
    props.onChange &&
    !props.readOnly &&
    value !== ownText &&
    isHeldAside(value, props.holdLongLines, props.holdAsideAbove),
  );
  const change = (next: string) => {
    setOwnText(next);
    giveText?.(next);
  };
  const shown = held ? '' : value;
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // The Clear button goes once the field is empty: the focus goes to the field, not to the page.
  const clear = useStableCallback(() => {
    props.onChange?.('');
    field.current?.focus();
  });
  // Named after its field: a tool with several clearable fields has one "Clear" name each.
  const clearLabel = t('ui.inputText.clearField', { label: props.label });
  const description = held ? (
    <>
      <span className={styles.held}>
        {t(props.heldTextKey ?? 'ui.inputText.large', { formatted: new Intl.NumberFormat(i18n.language).format(value.length) })}
        {props.onEditHeld ? (
          <Button size="small" aria-label={t('ui.inputText.editField', { label: props.label })} onPress={props.onEditHeld}>
            {t('ui.inputText.edit')}
          </Button>
        ) : null}
        <Button size="small" aria-label={clearLabel} onPress={clear}>
          {t('ui.inputText.clear')}
        </Button>
      </span>
      {props.description}
    </>
  ) : (
    props.description
  );
  const raw = props.rawText
    ? ({ autoCapitalize: 'off', autoComplete: 'off', autoCorrect: 'off', spellCheck: false } as const)
    : {};
  const isPassword = props.type === 'password';
  const inputClass = [styles.input, props.monospace && styles.mono, props.centered && styles.centered].filter(Boolean).join(' ');
  return (
    <TextField
      className={[styles.field, props.className].filter(Boolean).join(' ')}
      value={shown}
      onChange={props.onChange ? change : undefined}
      isReadOnly={props.readOnly}
      isDisabled={props.disabled}
      isInvalid={Boolean(error)}
      autoFocus={props.autoFocus}
      name={props.name}
      maxLength={props.maxLength}
      type={isPassword && !revealed ? 'password' : 'text'}
      inputMode={props.inputMode}
      validationBehavior="aria"
      // React Aria finds a slotted description only when validity changes, so one that appears later
      // (a note, a truncation) was never announced: the field names its description itself.
      aria-describedby={description ? descriptionId : undefined}
    >
      <Label className={props.labelHidden ? 'visually-hidden' : styles.label}>{props.label}</Label>
      <div className={styles.control}>
        {props.multiline ? (
          <TextArea
            {...raw}
            ref={field}
            className={[inputClass, props.autosize && styles.autosize, shown.length > NO_WRAP_ABOVE_CHARS && styles.noWrap]
              .filter(Boolean)
              .join(' ')}
            rows={props.rows ?? 3}
            placeholder={props.placeholder ?? t('ui.inputText.placeholder')}
            onPasteCapture={(event) =>
              takeBigPaste(event, props.onChange, Boolean(props.holdLongLines), props.holdAsideAbove ?? HOLD_ASIDE_ABOVE_CHARS)
            }
          />
        ) : (
          <Input {...raw} ref={field} className={inputClass} placeholder={props.placeholder ?? t('ui.inputText.placeholder')} />
        )}
        {props.clearable && shown && !props.readOnly && !props.disabled ? (
          <ClearButton label={clearLabel} onClear={clear} />
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
      {description ? (
        <span className={styles.description} id={descriptionId}>
          {description}
        </span>
      ) : null}
      <FieldError className={styles.error}>
        {error}
        {props.errorDetail ? <span className={styles.errorDetail}>{props.errorDetail}</span> : null}
      </FieldError>
    </TextField>
  );
}
