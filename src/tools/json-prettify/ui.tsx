import { useMemo } from 'react';
import { DocumentFormatter, documentWorkerOptions, useDocument } from '@/components/DocumentFormatter';
import { FormatterOptions } from '@/components/FormatterOptions';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import { INDENT, isValidIndent } from './options';

const DEFAULT_INPUT = '{"hello": "world", "foo": "bar"}';

export default function JsonPrettify() {
  const [state, setState] = useToolState(
    { input: DEFAULT_INPUT, sortKeys: true as boolean, indentSize: 3 },
    { query: ['sortKeys', 'indentSize'], valid: { indentSize: isValidIndent } },
  );
  const doc = useDocument(state.input, (value) => setState({ input: value }));
  const { ready } = doc;
  const { sortKeys, indentSize } = state;
  const validIndent = isValidIndent(indentSize);
  const options = useMemo(() => ({ sortKeys, indentSize }), [sortKeys, indentSize]);
  const live = useLiveWorker(
    'text',
    'prettifyJson',
    validIndent && ready !== null ? [ready, options] : null,
    documentWorkerOptions(doc.source),
  );

  return (
    <DocumentFormatter
      ns="json-prettify"
      doc={doc}
      live={live}
      inputRows={20}
      downloadName="prettified.json"
      mimeType="application/json;charset=utf-8"
      options={
        <FormatterOptions
          ns="json-prettify"
          switchKey="sortKeys"
          switched={sortKeys}
          indentSize={indentSize}
          setOptions={setState}
          indent={INDENT}
        />
      }
    />
  );
}
