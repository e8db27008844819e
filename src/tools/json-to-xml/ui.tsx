import { useTranslation } from 'react-i18next';
import { DocumentFormatter, useDocument } from '@/components/DocumentFormatter';
import { useDocumentWorker } from '@/components/useDocumentWorker';
import { useToolState } from '@/hooks/useToolState';

const DEFAULT_INPUT = `{"a":{"_attributes":{"x":"1.234","y":"It's"}}}`;

/** JSON (or JSON5) in, XML on one line out, converted in the `text` worker (a big document never blocks the page). */
export default function JsonToXml() {
  const { t } = useTranslation('json-to-xml');
  const [state, setState] = useToolState({ input: DEFAULT_INPUT });
  const doc = useDocument(state.input, (value) => setState({ input: value }));
  const live = useDocumentWorker(doc, 'text', 'jsonToXml');
  return (
    <DocumentFormatter
      ns="json-to-xml"
      doc={doc}
      live={live}
      downloadName="converted.xml"
      mimeType="application/xml;charset=utf-8"
      outputNote={t('note')}
    />
  );
}
