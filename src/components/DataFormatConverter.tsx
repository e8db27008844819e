import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useToolState } from '@/hooks/useToolState';
import { useWarmWorkers } from '@/hooks/useWarmWorkers';
import type { DataFormat } from '@/lib/data-formats/convert';
import { DocumentFormatter, useDocument } from './DocumentFormatter';
import { useDocumentWorker } from './useDocumentWorker';

const FILE_TYPES: Record<DataFormat, { extension: string; mimeType: string }> = {
  yaml: { extension: 'yaml', mimeType: 'application/yaml;charset=utf-8' },
  json: { extension: 'json', mimeType: 'application/json;charset=utf-8' },
  toml: { extension: 'toml', mimeType: 'application/toml;charset=utf-8' },
};

const FIRST_WORKER = [0];

export interface DataFormatConverterProps {
  /** The tool's namespace: it holds `input`, `inputPlaceholder`, `output`, `note`, the error messages and their details. */
  ns: string;
  from: DataFormat;
  to: DataFormat;
}

/**
 * The page of every YAML / JSON / TOML converter: a document formatter (see DocumentFormatter)
 * whose work is the conversion, in the `text` worker. A document typed or pasted, or a big file
 * opened (read by the worker, never by the page); a long result comes back as a LargeText.
 */
export function DataFormatConverter({ ns, from, to }: DataFormatConverterProps) {
  const { t } = useTranslation(ns);
  const [state, setState] = useToolState({ input: '' });
  const doc = useDocument(state.input, (value) => setState({ input: value }));
  const formats = useMemo(() => [from, to] as [DataFormat, DataFormat], [from, to]);
  const live = useDocumentWorker(doc, 'text', 'convertData', formats);
  // The worker compiles the parser and writer on a sample while the page is read: a first big
  // document converted cold took a third longer than the next ones.
  useWarmWorkers('text', 'warmUpConversion', formats, FIRST_WORKER);
  const { extension, mimeType } = FILE_TYPES[to];
  return (
    <DocumentFormatter
      ns={ns}
      doc={doc}
      live={live}
      downloadName={`converted.${extension}`}
      mimeType={mimeType}
      outputNote={t('note')}
    />
  );
}
