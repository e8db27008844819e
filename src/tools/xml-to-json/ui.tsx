import { useTranslation } from 'react-i18next';
import { DocumentFormatter, useDocument } from '@/components/DocumentFormatter';
import { useDocumentWorker } from '@/components/useDocumentWorker';
import { useToolState } from '@/hooks/useToolState';

const DEFAULT_INPUT = `<a x="1.234" y="It's"/>`;

/** XML in, JSON out, converted in the `text` worker (a big document never blocks the page). */
export default function XmlToJson() {
  const { t } = useTranslation('xml-to-json');
  const [state, setState] = useToolState({ input: DEFAULT_INPUT });
  const doc = useDocument(state.input, (value) => setState({ input: value }));
  const live = useDocumentWorker(doc, 'text', 'xmlToJson');
  return (
    <DocumentFormatter
      ns="xml-to-json"
      doc={doc}
      live={live}
      downloadName="converted.json"
      mimeType="application/json;charset=utf-8"
      outputNote={t('note')}
    />
  );
}
