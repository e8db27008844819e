import { DocumentFormatter, documentWorkerOptions, useDocument } from '@/components/DocumentFormatter';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';

const DEFAULT_INPUT = '{\n\t"hello": [\n\t\t"world"\n\t]\n}';

export default function JsonMinify() {
  const [state, setState] = useToolState({ input: DEFAULT_INPUT });
  const doc = useDocument(state.input, (value) => setState({ input: value }));
  const { ready } = doc;
  const live = useLiveWorker('text', 'minifyJson', ready === null ? null : [ready], documentWorkerOptions(doc.source));

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
