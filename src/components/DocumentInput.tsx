import { startTransition, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import { InputPanel } from './InputPanel';
import styles from './DocumentFormatter.module.css';

/**
 * Documents longer than this are not put in the text field: a browser lays out the whole text of
 * a field (seconds for megabytes), so a big document is held aside and only summarised there.
 */
export const LARGE_DOCUMENT_CHARS = 256 * 1024;
/** Documents up to this size are worked on at every keystroke; longer typed ones once typing pauses. */
const IMMEDIATE_CHARS = 64 * 1024;
const SETTLE_MS = 200;

/**
 * Worker options for the documents of a page: while a big text is being typed in a field, the
 * work waits for typing to pause; a document held aside (over LARGE_DOCUMENT_CHARS: pasted or
 * opened whole, never typed) goes at once. A big run restarts the worker when superseded.
 */
export function documentWorkerOptions(...documents: string[]) {
  const big = documents.reduce((sum, document) => sum + document.length, 0) > IMMEDIATE_CHARS;
  const typed = documents.some((document) => document.length > 0 && document.length <= LARGE_DOCUMENT_CHARS);
  return { debounceMs: big && typed ? SETTLE_MS : 0, restartWhenSuperseded: big };
}

/** A document opened as a file may be this big (a formatted 50 MB JSON file still opens). */
const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;

export interface DocumentInputProps {
  /** The tool's namespace: it holds the label (`input`) and placeholder (`inputPlaceholder`) unless other keys are given. */
  ns: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  errorDetail?: string;
  /** Keys of the label and placeholder in `ns`, for a page with more than one document (null: no placeholder). */
  labelKey?: string;
  placeholderKey?: string | null;
  /** Name the "Open file" button after the field (several documents on one page). */
  fileButtonNamesField?: boolean;
  rows?: number;
}

/**
 * The document a formatter reads: typed, pasted, opened or dropped. Up to LARGE_DOCUMENT_CHARS it
 * is edited in a monospace field that grows with it; a bigger one (pasted or opened) is kept out
 * of the field, which then says how big it is, and typing or pasting there replaces it.
 */
export function DocumentInput({
  ns,
  value,
  onChange,
  error,
  errorDetail,
  labelKey = 'input',
  placeholderKey = 'inputPlaceholder',
  fileButtonNamesField,
  rows,
}: DocumentInputProps) {
  const { t, i18n } = useTranslation(ns);
  const large = value.length > LARGE_DOCUMENT_CHARS;
  // A big paste never reaches the field: the text goes straight to the document.
  const onPasteCapture = (event: ClipboardEvent) => {
    const text = event.clipboardData.getData('text/plain');
    if (text.length <= LARGE_DOCUMENT_CHARS) return;
    event.preventDefault();
    // Rendered in a transition, after the paste's own task: reading megabytes from the clipboard
    // is long enough for one task.
    startTransition(() => onChange(text));
  };
  const summary = large
    ? t('app:ui.documentInput.large', { formatted: new Intl.NumberFormat(i18n.language).format(value.length) })
    : undefined;

  return (
    <div onPasteCapture={onPasteCapture}>
      <InputPanel
        label={t(labelKey)}
        value={large ? '' : value}
        onChange={onChange}
        placeholder={placeholderKey === null ? undefined : t(placeholderKey)}
        maxFileBytes={MAX_DOCUMENT_BYTES}
        fileButtonNamesField={fileButtonNamesField}
        rows={rows}
        description={
          summary ? (
            <span className={styles.summary}>
              {summary}
              <Button size="small" onPress={() => onChange('')}>
                {t('app:ui.inputText.clear')}
              </Button>
            </span>
          ) : undefined
        }
        multiline
        autosize
        rawText
        monospace
        error={error}
        errorDetail={errorDetail}
      />
    </div>
  );
}
