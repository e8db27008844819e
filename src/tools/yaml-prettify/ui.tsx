import { useMemo } from 'react';
import { DocumentFormatter, documentWorkerOptions, useDocument } from '@/components/DocumentFormatter';
import { FormatterOptions } from '@/components/FormatterOptions';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import { INDENT, isValidIndent } from './options';

export default function YamlPrettify() {
  const [state, setState] = useToolState(
    { input: '', sortKeys: false as boolean, indentSize: 2 },
    { query: ['sortKeys', 'indentSize'], valid: { indentSize: isValidIndent } },
  );
  const doc = useDocument(state.input, (value) => setState({ input: value }));
  const { ready } = doc;
  const { sortKeys, indentSize } = state;
  const validIndent = isValidIndent(indentSize);
  const options = useMemo(() => ({ sortKeys, indentSize }), [sortKeys, indentSize]);
  const live = useLiveWorker(
    'text',
    'prettifyYaml',
    validIndent && ready !== null ? [ready, options] : null,
    documentWorkerOptions(doc.source),
  );

  return (
    <DocumentFormatter
      ns="yaml-prettify"
      doc={doc}
      live={live}
      downloadName="prettified.yaml"
      mimeType="application/yaml;charset=utf-8"
      options={
        <FormatterOptions
          ns="yaml-prettify"
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
