import { DocumentFormatter, useDocument } from '@/components/DocumentFormatter';
import { useDocumentWorker } from '@/components/useDocumentWorker';
import { useToolState } from '@/hooks/useToolState';

const DEFAULT_INPUT = '{\n\t"hello": [\n\t\t"world"\n\t]\n}';

export default function JsonMinify() {
  const [state, setState] = useToolState({ input: DEFAULT_INPUT });
  const doc = useDocument(state.input, (value) => setState({ input: value }));
  const live = useDocumentWorker(doc, 'text', 'minifyJson');

  return (
    <DocumentFormatter
      ns="json-minify"
      doc={doc}
      live={live}
      downloadName="minified.json"
      mimeType="application/json;charset=utf-8"
    />
  );
}
