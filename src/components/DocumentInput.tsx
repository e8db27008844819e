import { lazy, memo, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentSource } from '@/lib/data-formats/document-source';
import type { ErrorPlace } from '@/lib/data-formats/error-place';
import { Button } from '@/ui/Button';
import { FilePickerButton } from '@/ui/FilePickerButton';
import { asFieldText, InputText, isHeldAside } from '@/ui/InputText';
import type { DocumentEditorHandle } from './DocumentEditor';
import { useFileDrop } from './use-file-drop';
import styles from './DocumentFormatter.module.css';
import panelStyles from './InputPanel.module.css';

/**
 * Documents longer than this are not put in the text field (see InputText's HOLD_ASIDE_ABOVE_CHARS): a big one
 * is held aside and only summarised there; a paste that would make one goes straight to the document.
 * Lower than other fields' limit: a browser edits and lays out a field's text as a whole, and a
 * keystroke in a document of 53 KB took a 55-70 ms task at the bench's 4x slower CPU, nearly all of
 * it the browser's (100 KB: 80-90 ms; 250 KB: 100-230 ms; 35 KB: under 50).
 */
export const LARGE_DOCUMENT_CHARS = 32 * 1024;
/**
 * A text longer than this is copied to a worker in a task over 50 ms on the bench's 4x slower CPU
 * (~25 ms for 5 Mi), so a page makes it a file (see useDocument); it is too big to edit here.
 */
export const POST_AS_FILE_ABOVE_CHARS = 8 * 1024 * 1024;
/** Documents up to this size are worked on at every keystroke; longer typed ones once typing pauses. */
const IMMEDIATE_CHARS = 64 * 1024;
const SETTLE_MS = 200;

const sizeOf = (document: DocumentSource) => (typeof document === 'string' ? document.length : document.file.size);
const isTyped = (document: DocumentSource) =>
  typeof document === 'string' && document.length > 0 && document.length <= LARGE_DOCUMENT_CHARS;

/**
 * Worker options for the documents of a page: while a big text is being typed in a field, the
 * work waits for typing to pause; a document held aside (over LARGE_DOCUMENT_CHARS: pasted or
 * opened whole, never typed) goes at once. A big run restarts the worker when superseded.
 */
export function documentWorkerOptions(...documents: DocumentSource[]) {
  const big = documents.reduce((sum, document) => sum + sizeOf(document), 0) > IMMEDIATE_CHARS;
  const typed = documents.some(isTyped);
  return { debounceMs: big && typed ? SETTLE_MS : 0, restartWhenSuperseded: big };
}

/** A parse error's place, as the page shows it. */
export interface ShownErrorPlace extends ErrorPlace {
  line: number;
}

/** The place a worker gave an input error (see errorPlace), if it gave one. */
export function shownErrorPlace(params: Record<string, string | number>): ShownErrorPlace | undefined {
  const { line, excerpt, caret, offset } = params;
  if (typeof line !== 'number' || typeof excerpt !== 'string' || typeof caret !== 'number' || typeof offset !== 'number')
    return undefined;
  return { line, excerpt, caret, offset };
}

/**
 * The editor of big documents (CodeMirror: ~85 KB gzip), fetched when a person comes near a document
 * they may edit (the pointer over it, or the focus in it): fetched on the press of Edit, its
 * preloading and compiling made that press a ~150 ms task at 4x.
 */
const loadEditor = () => import('./DocumentEditor');
const DocumentEditor = lazy(loadEditor);

const preloadEditor = () => void loadEditor();

/** A document opened as a file may be this big (a formatted 50 MB JSON file still opens). */
const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;

export interface DocumentInputProps {
  /** The tool's namespace: it holds the label (`input`) and placeholder (`inputPlaceholder`) unless other keys are given. */
  ns: string;
  /** The text, or a file handed to `onFile` (never read here). */
  value: DocumentSource;
  onChange: (value: string) => void;
  /**
   * Takes a file of more than LARGE_DOCUMENT_CHARS bytes as it is, for a worker to read: the page
   * never decodes it. Without it, every file is read here and given to `onChange`.
   */
  onFile?: (file: File) => void;
  /** Length of the file in `value`, once a worker has read it. */
  fileChars?: number;
  error?: string;
  errorDetail?: string;
  /** Where the error is (a parse error's line, shown under the field; the field can select it). */
  errorPlace?: ShownErrorPlace;
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
export const DocumentInput = memo(function DocumentInput({
  ns,
  value,
  onChange,
  onFile,
  fileChars,
  error,
  errorDetail,
  errorPlace,
  labelKey = 'input',
  placeholderKey = 'inputPlaceholder',
  fileButtonNamesField,
  rows,
}: DocumentInputProps) {
  const { t, i18n } = useTranslation(ns);
  const [fileError, setFileError] = useState<string>();
  const text = typeof value === 'string' ? value : undefined;
  // A file is held here; a text is given to the field, which holds a big one aside unless typed there.
  const held = text === undefined;
  const heldChars = held ? fileChars : undefined;
  // A big document is edited in an editor made for it once a person asks to, until it is cleared
  // or replaced by a file (emptied by typing, it stays there, with the focus).
  const [editing, setEditing] = useState(false);
  if (editing && text === undefined) setEditing(false);
  const inEditor = editing && text !== undefined;
  const editor = useRef<DocumentEditorHandle>(null);

  const change = (next: string) => {
    setFileError(undefined);
    onChange(next);
  };
  const editText = () => setEditing(true);
  const editFile = async () => {
    if (typeof value === 'string') return;
    try {
      // As a text field would hold it: the editor keeps its line breaks as LF.
      change(asFieldText(await value.file.text()));
      setEditing(true);
    } catch {
      setFileError(t('app:ui.inputPanel.readError'));
    }
  };
  const load = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_DOCUMENT_BYTES) {
      setFileError(t('app:ui.inputPanel.tooLarge', { mebibytes: Math.round(MAX_DOCUMENT_BYTES / 1024 / 1024) }));
      return;
    }
    if (onFile && file.size > LARGE_DOCUMENT_CHARS) {
      setFileError(undefined);
      onFile(file);
      return;
    }
    try {
      change(await file.text());
    } catch {
      setFileError(t('app:ui.inputPanel.readError'));
    }
  };
  const dropProps = useFileDrop((file) => void load(file));
  // Editable here: a document a page posts to its worker as a string (a bigger one becomes a file).
  const textEditable = text !== undefined && text.length <= POST_AS_FILE_ABOVE_CHARS;
  const fileEditable = typeof value !== 'string' && value.file.size <= POST_AS_FILE_ABOVE_CHARS;
  // Held aside by the field itself (a big or minified text): nothing there to select, an editor to offer.
  const heldByField = text !== undefined && !inEditor && isHeldAside(text, true, LARGE_DOCUMENT_CHARS);
  const editable = fileEditable || (textEditable && heldByField);
  const summary =
    heldChars === undefined
      ? undefined
      : t(fileEditable ? 'app:ui.documentInput.largeEditable' : 'app:ui.documentInput.large', {
          formatted: new Intl.NumberFormat(i18n.language).format(heldChars),
        });
  const label = t(labelKey);
  // In the field or the editor (a file is held here: nothing to select).
  const inField = errorPlace !== undefined && text !== undefined && !heldByField;
  const panel = useRef<HTMLDivElement>(null);
  // Cleared in the editor: the focus goes to the field that takes its place, not to the page.
  const focusField = useRef(false);
  useEffect(() => {
    if (inEditor || !focusField.current) return;
    focusField.current = false;
    panel.current?.querySelector('textarea')?.focus();
  }, [inEditor]);
  const errorPlaceId = useId();
  const showError = () => {
    if (inEditor) {
      if (errorPlace) editor.current?.select(errorPlace.offset);
      return;
    }
    const field = panel.current?.querySelector('textarea');
    if (!field || !errorPlace) return;
    field.focus();
    field.setSelectionRange(errorPlace.offset, Math.min(field.value.length, errorPlace.offset + 1));
  };

  return (
    <div
      ref={panel}
      className={panelStyles.panel}
      {...dropProps}
      onPointerEnter={editable ? preloadEditor : undefined}
      onFocus={editable ? preloadEditor : undefined}
    >
      {inEditor ? (
        <Suspense fallback={null}>
          <DocumentEditor
            ref={editor}
            label={label}
            value={text}
            onChange={change}
            onClear={() => {
              setEditing(false);
              change('');
              focusField.current = true;
            }}
            error={fileError ?? error}
            errorDetail={fileError ? undefined : errorDetail}
            describedBy={errorPlace && !fileError ? errorPlaceId : undefined}
            autoFocus
          />
        </Suspense>
      ) : (
        <InputText
          label={label}
          value={text ?? ''}
          onChange={change}
          placeholder={placeholderKey === null ? undefined : t(placeholderKey)}
          rows={rows}
          description={
            held ? (
              <span className={styles.summary}>
                {summary}
                {fileEditable ? (
                  <Button size="small" aria-label={t('app:ui.inputText.editField', { label })} onPress={() => void editFile()}>
                    {t('app:ui.inputText.edit')}
                  </Button>
                ) : null}
                <Button size="small" onPress={() => change('')}>
                  {t('app:ui.inputText.clear')}
                </Button>
              </span>
            ) : undefined
          }
          multiline
          // A big or minified (one long line) document pasted, opened or restored is held aside by the
          // field itself, which tells it from one typed there: a keystroke that takes a document past
          // the limit keeps it in the field (held, the next keystroke would have replaced it).
          holdLongLines
          holdAsideAbove={LARGE_DOCUMENT_CHARS}
          heldTextKey={textEditable ? 'ui.documentInput.largeEditable' : 'ui.documentInput.large'}
          onEditHeld={textEditable ? editText : undefined}
          // The output is a document that may lag a frame: a keystroke's task renders the field only.
          deferTool
          autosize
          rawText
          monospace
          error={fileError ?? error}
          errorDetail={fileError ? undefined : errorDetail}
        />
      )}
      {errorPlace && !fileError ? (
        <div
          id={errorPlaceId}
          role="group"
          aria-label={t('app:ui.documentInput.errorPlace', { line: errorPlace.line })}
          className={styles.errorPlace}
        >
          <span className={styles.lineNumber}>{errorPlace.line}</span>
          <pre className={styles.excerpt}>
            {errorPlace.excerpt.slice(0, errorPlace.caret)}
            <mark className={styles.errorMark}>{errorPlace.excerpt.slice(errorPlace.caret, errorPlace.caret + 1) || ' '}</mark>
            {errorPlace.excerpt.slice(errorPlace.caret + 1)}
          </pre>
          {inField ? (
            <Button size="small" onPress={showError}>
              {t('app:ui.documentInput.showError')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className={panelStyles.toolbar}>
        <FilePickerButton
          size="small"
          onFiles={(files) => void load(files[0])}
          aria-label={fileButtonNamesField ? t('app:ui.inputPanel.openFileFor', { field: label }) : undefined}
        >
          {t('app:ui.inputPanel.openFile')}
        </FilePickerButton>
      </div>
    </div>
  );
});
