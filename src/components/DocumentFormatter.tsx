import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isInputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { DocumentInput } from './DocumentInput';
import { LargeTextView } from './LargeTextView';
import { TaskError } from './TaskError';
import { TaskStatus, taskStatusProps } from './TaskStatus';
import styles from './DocumentFormatter.module.css';

/** Inputs up to this size are formatted at every keystroke; longer ones once typing pauses (latest wins). */
export { documentWorkerOptions } from './DocumentInput';

export interface DocumentFormatterProps {
  /** The tool's namespace: `input`, `inputPlaceholder`, `output`, the error messages, `detailAt` and the detail keys. */
  ns: string;
  input: string;
  onInput: (value: string) => void;
  /** The worker's answer for the current input and options (see useLiveWorker). */
  live: { value?: string; error?: unknown; state: { status: string; startedAt?: number }; cancel: () => void };
  /** Option fields, above the input. */
  options?: ReactNode;
  downloadName: string;
  mimeType: string;
}

/**
 * The page of a document formatter (JSON, YAML, XML, CSV): options, the document typed, pasted or
 * opened, formatted in the `text` worker, and the result in a virtualised read-only view with copy
 * and download of the whole text. A parse error stays under the input with the parser's reason,
 * line and column, and the output goes blank (never stale).
 */
export function DocumentFormatter({ ns, input, onInput, live, options, downloadName, mimeType }: DocumentFormatterProps) {
  const { t } = useTranslation(ns);
  const inputError = isInputError(live.error) ? live.error : undefined;
  const params = inputError?.params ?? {};
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
        value={input}
        onChange={onInput}
        error={inputError ? t(inputError.key, params) : undefined}
        errorDetail={detail}
      />
      <TaskStatus {...taskStatusProps(live.state)} onCancel={live.cancel} />
      {inputError ? null : <TaskError error={live.error} ns={ns} />}
      <LargeTextView label={t('output')} value={live.value ?? ''} downloadName={downloadName} mimeType={mimeType} />
    </Card>
  );
}
