import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { countCodePoints, previewOf } from './text-preview';
import styles from './TextOutput.module.css';

export const DEFAULT_TEXT_PREVIEW_CHARS = 10_000;

export interface TextOutputProps {
  /** The field's label; the copy button is named "Copy <label>". */
  label: string;
  value: string;
  /** Visible text of a copy button under the field; without it the copy is an icon inside the field. */
  copyText?: string;
  /** Toast shown on copy (default "Copied to the clipboard"). */
  toast?: string;
  monospace?: boolean;
  /** Visible rows (default 3); with `fitRows`, the most rows, fewer when the text has fewer lines. */
  rows?: number;
  fitRows?: boolean;
  /** Grow with the content instead of a fixed number of rows. */
  autosize?: boolean;
  /** Characters shown on screen; copy always takes the whole text. */
  previewChars?: number;
}

/**
 * A read-only converted text with a copy button. A long text shows only its beginning and a note
 * with its full length, so typing into a big input never renders megabytes. Memoised: a tool
 * re-renders its input on each keystroke, and an output whose text did not change is skipped.
 */
export const TextOutput = memo(function TextOutput({
  label,
  value,
  copyText,
  toast,
  monospace,
  rows = 3,
  fitRows,
  autosize,
  previewChars = DEFAULT_TEXT_PREVIEW_CHARS,
}: TextOutputProps) {
  const { t } = useTranslation('app');
  const { preview, truncated } = previewOf(value, previewChars);
  const copy = (
    <CopyButton
      value={value}
      label={label}
      text={copyText}
      size={copyText ? 'medium' : 'small'}
      isDisabled={!value}
      toast={toast}
    />
  );
  const field = (
    <InputText
      label={label}
      value={preview}
      readOnly
      multiline
      rows={autosize ? undefined : fitRows ? Math.min(preview.split('\n').length, rows) : rows}
      autosize={autosize}
      monospace={monospace}
      rawText
      placeholder=""
      description={truncated ? t('ui.outputPanel.truncated', { total: countCodePoints(value) }) : undefined}
      actions={copyText ? undefined : copy}
    />
  );
  if (!copyText) return field;
  return (
    <>
      {field}
      <div className={styles.actions}>{copy}</div>
    </>
  );
});
