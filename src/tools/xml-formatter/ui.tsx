import { useMemo } from 'react';
import { DocumentFormatter, documentWorkerOptions, useDocument } from '@/components/DocumentFormatter';
import { FormatterOptions } from '@/components/FormatterOptions';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import { INDENT, isValidIndent } from './options';

const DEFAULT_INPUT = '<hello><world>foo</world><world>bar</world></hello>';

export default function XmlFormatter() {
  const [state, setState] = useToolState(
    { input: DEFAULT_INPUT, collapseContent: true as boolean, indentSize: 2 },
    { query: ['collapseContent', 'indentSize'], valid: { indentSize: isValidIndent } },
  );
  const doc = useDocument(state.input, (value) => setState({ input: value }));
  const { ready } = doc;
  const { collapseContent, indentSize } = state;
  const validIndent = isValidIndent(indentSize);
  const options = useMemo(() => ({ collapseContent, indentSize }), [collapseContent, indentSize]);
  const live = useLiveWorker(
    'text',
    'formatXmlText',
    validIndent && ready !== null ? [ready, options] : null,
    documentWorkerOptions(doc.source),
  );

  return (
    <DocumentFormatter
      ns="xml-formatter"
      doc={doc}
      live={live}
      downloadName="formatted.xml"
      mimeType="application/xml;charset=utf-8"
      options={
        <FormatterOptions
          ns="xml-formatter"
          switchKey="collapseContent"
          switched={collapseContent}
          indentSize={indentSize}
          setOptions={setState}
          indent={INDENT}
        />
      }
    />
  );
}
