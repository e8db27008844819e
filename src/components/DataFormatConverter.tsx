import { useTranslation } from 'react-i18next';
import { useRememberedText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import type { DataFormat } from '@/lib/data-formats/convert';
import { isInputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { DocumentInput, documentWorkerOptions } from './DocumentInput';
import { LargeTextView } from './LargeTextView';
import { TaskError } from './TaskError';
import { TaskStatus, taskStatusProps } from './TaskStatus';

const FILE_TYPES: Record<DataFormat, { extension: string; mimeType: string }> = {
  yaml: { extension: 'yaml', mimeType: 'application/yaml;charset=utf-8' },
  json: { extension: 'json', mimeType: 'application/json;charset=utf-8' },
  toml: { extension: 'toml', mimeType: 'application/toml;charset=utf-8' },
};

export interface DataFormatConverterProps {
  /** The tool's namespace: it holds `input`, `inputPlaceholder`, `output`, `note`, the error messages and their details. */
  ns: string;
  from: DataFormat;
  to: DataFormat;
}

/**
 * The page of every YAML / JSON / TOML converter: the document typed, pasted or opened, converted
 * in the `text` worker, and the result in a virtualised view. A parse error stays next to the
 * input with the parser's reason, line and column, and the output goes blank (never stale).
 */
export function DataFormatConverter({ ns, from, to }: DataFormatConverterProps) {
  const { t } = useTranslation(ns);
  const [state, setState] = useToolState({ input: '' });
  const [input, setInput] = useRememberedText(state.input, (value) => setState({ input: value }));
  // A big document takes seconds to convert: a newer input restarts the worker instead of queueing behind it.
  const live = useLiveWorker('text', 'convertData', [input, from, to], documentWorkerOptions(input));
  const inputError = isInputError(live.error) ? live.error : undefined;
  const params = inputError?.params ?? {};
  const detailKey = typeof params.detailKey === 'string' ? params.detailKey : undefined;
  const detail = detailKey
    ? t(detailKey, params)
    : params.reason === undefined
      ? undefined
      : params.line === undefined
        ? String(params.reason)
        : t('detailAt', params);
  const { extension, mimeType } = FILE_TYPES[to];

  return (
    <Card>
      <DocumentInput
        ns={ns}
        value={input}
        onChange={setInput}
        error={inputError ? t(inputError.key, params) : undefined}
        errorDetail={detail}
      />
      <TaskStatus {...taskStatusProps(live.state)} onCancel={live.cancel} />
      {inputError ? null : <TaskError error={live.error} ns={ns} />}
      <LargeTextView
        label={t('output')}
        value={live.value ?? ''}
        downloadName={`converted.${extension}`}
        mimeType={mimeType}
        description={t('note')}
      />
    </Card>
  );
}
