import { useMemo } from 'react';
import { useToolState } from '@/hooks/useToolState';
import { isIndentIn, type IndentRange } from '@/lib/indent';
import type { OptionChecks } from '@/lib/query-options';
import { DocumentFormatter, useDocument } from './DocumentFormatter';
import { FormatterOptions } from './FormatterOptions';
import { useDocumentWorker } from './useDocumentWorker';

/** The text worker's formatters that take a document and `{ <switch>: boolean, indentSize }`. */
export type IndentFormatterMethod = 'prettifyJson' | 'prettifyYaml' | 'formatXmlText';

export interface IndentFormatterProps<K extends string> {
  /** The tool's namespace (see DocumentFormatter and FormatterOptions). */
  ns: string;
  method: IndentFormatterMethod;
  /** The formatter's boolean option: its key in the tool's state, the URL and the worker's options. */
  switchKey: K;
  defaults: { input: string; switched: boolean; indentSize: number };
  indent: IndentRange;
  downloadName: string;
  mimeType: string;
  inputRows?: number;
}

type FormatterState<K extends string> = { input: string; indentSize: number } & Record<K, boolean>;

/**
 * The page of a formatter with one switch and an indent size (JSON, YAML and XML prettifiers):
 * both kept and mirrored in the URL, the document formatted in the `text` worker while the indent
 * is in its range.
 */
export function IndentFormatter<K extends string>({
  ns,
  method,
  switchKey,
  defaults,
  indent,
  downloadName,
  mimeType,
  inputRows,
}: IndentFormatterProps<K>) {
  const initial = {
    input: defaults.input,
    indentSize: defaults.indentSize,
    [switchKey]: defaults.switched,
  } as FormatterState<K>;
  const indentChecks: OptionChecks<{ indentSize: number }> = { indentSize: (value) => isIndentIn(indent, value) };
  const [state, setState] = useToolState(initial, {
    query: [switchKey, 'indentSize'] as (keyof FormatterState<K> & string)[],
    valid: indentChecks as OptionChecks<FormatterState<K>>,
  });
  const doc = useDocument(state.input, (value) => setState({ input: value } as Partial<FormatterState<K>>));
  const switched = state[switchKey] as boolean;
  const { indentSize } = state;
  // The three methods take (document, options) alike, and `options` holds the method's own switch:
  // TypeScript cannot tie a key given at run time to each method's options type.
  const options = useMemo(() => [{ [switchKey]: switched, indentSize } as never] as [never], [switchKey, switched, indentSize]);
  const live = useDocumentWorker(doc, 'text', method as 'prettifyJson', isIndentIn(indent, indentSize) ? options : null);

  return (
    <DocumentFormatter
      ns={ns}
      doc={doc}
      live={live}
      inputRows={inputRows}
      downloadName={downloadName}
      mimeType={mimeType}
      options={
        <FormatterOptions
          ns={ns}
          switchKey={switchKey}
          switched={switched}
          indentSize={indentSize}
          setOptions={setState as (patch: Partial<Record<K, boolean>> | { indentSize: number }) => void}
          indent={indent}
        />
      }
    />
  );
}
