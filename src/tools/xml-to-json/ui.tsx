import { useTranslation } from 'react-i18next';
import { DocumentFormatter, documentWorkerOptions, useDocument } from '@/components/DocumentFormatter';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';

const DEFAULT_INPUT = `<a x="1.234" y="It's"/>`;

/** XML in, JSON out, converted in the `text` worker (a big document never blocks the page). */
export default function XmlToJson() {
  const { t } = useTranslation('xml-to-json');
  const [state, setState] = useToolState({ input: DEFAULT_INPUT });
  const doc = useDocument(state.input, (value) => setState({ input: value }));
  const { ready } = doc;
  const live = useLiveWorker('text', 'xmlToJson', ready !== null ? [ready] : null, documentWorkerOptions(doc.source));
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
