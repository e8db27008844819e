import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStableCallback } from '@/hooks/useStableCallback';
import { useLastAnswer } from '@/hooks/useTask';
import { PERSIST_LIMIT_CHARS } from '@/hooks/useTextInput';
import { useLiveWorker } from '@/hooks/useWorker';
import type { DocumentSource } from '@/lib/data-formats/document-source';
import { textAsBlob } from '@/lib/data-formats/text-blob';
import type { LargeText } from '@/lib/data-formats/large-text';
import { isInputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { documentWorkerOptions, DocumentInput, POST_AS_FILE_ABOVE_CHARS, shownErrorPlace } from './DocumentInput';
import { LargeTextView } from './LargeTextView';
import { TaskError } from './TaskError';
import { TaskStatus, taskStatusProps } from './TaskStatus';
import styles from './DocumentFormatter.module.css';

/** The worker options of a document page, and the length past which its text reaches the worker as a file. */
export { documentWorkerOptions, POST_AS_FILE_ABOVE_CHARS } from './DocumentInput';

let openings = 0;

/**
 * The document of a formatter page: text typed or pasted (remembered for the next visit up to
 * PERSIST_LIMIT_CHARS, as useRememberedText does), or a big file opened in the `text` worker,
 * which reads and decodes it with progress, so the page never holds its text (a pasted text too
 * big for the field is made such a file). `ready` is what the
 * formatting reads: the text, or the opened file once the worker holds it (null while it reads);
 * `open` is that reading (progress, failure, the file's length once read). The setters keep their
 * identity, so the input is not rendered again at each progress report. `setAhead` is for the
 * page's work on the document (see useDocumentWorker): a text to be worked on at once is handed to
 * it as it arrives, before the render.
 */
export function useDocument(saved: string, save: (value: string) => void) {
  const [source, setSource] = useState<DocumentSource>(saved);
  const keep = useStableCallback(save);
  // A pasted text too big to post at once reaches the worker as a file made here a slice per task:
  // posted as a string, it was copied in one task (279 ms for 50 MB at 4x). Smaller ones are posted
  // (the file's way round through the browser's blob store made a 5 MB paste ~0.3 s slower).
  const bigText = typeof source === 'string' && source.length > POST_AS_FILE_ABOVE_CHARS ? source : undefined;
  useEffect(() => {
    if (bigText === undefined) return;
    const controller = new AbortController();
    textAsBlob(bigText, controller.signal).then(
      (file) => setSource({ file, id: String(++openings), chars: bigText.length }),
      // Superseded by another text or file.
      () => undefined,
    );
    return () => controller.abort();
  }, [bigText]);
  const file = typeof source === 'string' ? undefined : source;
  const open = useLiveWorker('text', 'openDocument', file ? [file] : null, { progress: true, restartWhenSuperseded: true });
  const ready: DocumentSource | null = bigText === undefined && (file === undefined || open.value) ? source : null;
  const ahead = useRef<TakeAhead | null>(null);
  const setText = useCallback(
    (value: string) => {
      // A text that will be `ready` and worked on without a debounce: the work starts now.
      const options = documentWorkerOptions(value);
      if (value.length <= POST_AS_FILE_ABOVE_CHARS && options.debounceMs === 0) ahead.current?.(value, options);
      setSource(value);
      keep(value.length <= PERSIST_LIMIT_CHARS ? value : '');
    },
    [keep],
  );
  const openFile = useCallback(
    (opened: File) => {
      // A transition: the page renders in slices, answering in between.
      startTransition(() => setSource({ file: opened, id: String(++openings) }));
      keep('');
    },
    [keep],
  );
  const setAhead = useCallback((take: TakeAhead | null) => {
    ahead.current = take;
  }, []);
  return { source, ready, open, setText, openFile, setAhead };
}

export type DocumentState = ReturnType<typeof useDocument>;

/** Takes a text to work on before the render, with its worker options (see documentWorkerOptions). */
type TakeAhead = (text: string, options: ReturnType<typeof documentWorkerOptions>) => void;

export interface DocumentFormatterProps {
  /** The tool's namespace: `input`, `inputPlaceholder`, `output`, the error messages, `detailAt` and the detail keys. */
  ns: string;
  /** The document (see useDocument). */
  doc: DocumentState;
  /** The worker's answer for the document and options (see useLiveWorker). */
  live: {
    value?: string | LargeText;
    error?: unknown;
    pending: boolean;
    state: { status: string; startedAt?: number };
    cancel: () => void;
  };
  /** Option fields, above the input. */
  options?: ReactNode;
  downloadName: string;
  mimeType: string;
  /** A note under the output (what the conversion accepts or cannot keep). */
  outputNote?: string;
  /** Visible rows of the input before it grows with its text (tools.md gives some tools theirs). */
  inputRows?: number;
}

/**
 * The page of a document formatter (JSON, YAML, XML, CSV): options, the document typed, pasted or
 * opened, formatted in the `text` worker, and the result in a virtualised read-only view with copy
 * and download of the whole text. A parse error stays under the input with the parser's reason,
 * line and column, and the output goes blank (never stale). While the next answer is computed the
 * last one stays (output or error): a view blanked at each keystroke blinks, and drawing its rows
 * anew cost more than the few rows a keystroke changes.
 */
export function DocumentFormatter({
  ns,
  doc,
  live,
  options,
  downloadName,
  mimeType,
  outputNote,
  inputRows,
}: DocumentFormatterProps) {
  const { t } = useTranslation(ns);
  const { open } = doc;
  const opening = doc.ready === null;
  const answer = useLastAnswer(live);
  const inputError = isInputError(answer.error) ? answer.error : undefined;
  const params = inputError?.params ?? {};
  // One object per error: the memoised input is not drawn again at each progress report.
  const errorPlace = useMemo(() => (inputError ? shownErrorPlace(inputError.params) : undefined), [inputError]);
  const detailKey = typeof params.detailKey === 'string' ? params.detailKey : undefined;
  const detail = detailKey
    ? params.line === undefined
      ? t(detailKey, params)
      : `${t(detailKey, params)} ${t('position', params)}`
    : params.reason === undefined
      ? undefined
      : params.line === undefined
        ? String(params.reason)
        : t('detailAt', params);

  return (
    <Card>
      {options ? <div className={styles.options}>{options}</div> : null}
      <DocumentInput
        ns={ns}
        value={doc.source}
        onChange={doc.setText}
        onFile={doc.openFile}
        fileChars={open.value?.chars ?? (typeof doc.source === 'string' ? undefined : doc.source.chars)}
        error={inputError ? t(inputError.key, params) : undefined}
        errorDetail={detail}
        errorPlace={errorPlace}
        rows={inputRows}
      />
      {opening ? (
        <TaskStatus {...taskStatusProps(open.state)} bytes onCancel={open.cancel} />
      ) : (
        <TaskStatus {...taskStatusProps(live.state)} onCancel={live.cancel} />
      )}
      {inputError ? null : <TaskError error={open.error ?? answer.error} ns={ns} />}
      <LargeTextView
        label={t('output')}
        value={answer.value ?? ''}
        downloadName={downloadName}
        mimeType={mimeType}
        description={outputNote}
      />
    </Card>
  );
}
