import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentFormatter, useDocument } from '@/components/DocumentFormatter';
import { useDocumentWorker } from '@/components/useDocumentWorker';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useToolState } from '@/hooks/useToolState';
import { ButtonsSelect } from '@/ui/ButtonsSelect';
import { isLineEnding, type JsonToCsvOptions, type LineEnding } from './options';

export default function JsonToCsv() {
  const { t } = useTranslation('json-to-csv');
  const [state, setState] = useToolState(
    { input: '', lineEndings: 'lf' as LineEnding },
    {
      query: ['lineEndings'],
      valid: { lineEndings: isLineEnding },
    },
  );
  const setter = useFieldSetters(setState);
  const doc = useDocument(state.input, (value) => setState({ input: value }));
  // A value from the URL or old storage may be anything: only a known one is used.
  const lineEnding: LineEnding = isLineEnding(state.lineEndings) ? state.lineEndings : 'lf';
  const options = useMemo((): [JsonToCsvOptions] => [{ lineEnding }], [lineEnding]);
  const live = useDocumentWorker(doc, 'text', 'jsonToCsv', options);

  // The same element from one render to the next: a progress report does not render the fields again.
  const fields = useMemo(
    () => (
      <ButtonsSelect<LineEnding>
        label={t('lineEndings')}
        value={lineEnding}
        options={[
          { value: 'lf', label: t('lf') },
          { value: 'crlf', label: t('crlf') },
        ]}
        onChange={setter('lineEndings')}
      />
    ),
    [t, setter, lineEnding],
  );

  return (
    <DocumentFormatter
      ns="json-to-csv"
      doc={doc}
      live={live}
      downloadName="converted.csv"
      mimeType="text/csv;charset=utf-8"
      options={fields}
    />
  );
}
