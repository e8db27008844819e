import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentFormatter, documentWorkerOptions } from '@/components/DocumentFormatter';
import { useRememberedText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import { ButtonsSelect } from '@/ui/ButtonsSelect';
import { isLineEnding, type LineEnding } from './logic';

export default function JsonToCsv() {
  const { t } = useTranslation('json-to-csv');
  const [state, setState] = useToolState(
    { input: '', lineEndings: 'lf' as LineEnding },
    {
      query: ['lineEndings'],
      valid: { lineEndings: isLineEnding },
    },
  );
  const [input, setInput] = useRememberedText(state.input, (value) => setState({ input: value }));
  // A value from the URL or old storage may be anything: only a known one is used.
  const lineEnding: LineEnding = isLineEnding(state.lineEndings) ? state.lineEndings : 'lf';
  const options = useMemo(() => ({ lineEnding }), [lineEnding]);
  const live = useLiveWorker('text', 'jsonToCsv', [input, options], documentWorkerOptions(input));

  return (
    <DocumentFormatter
      ns="json-to-csv"
      input={input}
      onInput={setInput}
      live={live}
      downloadName="converted.csv"
      mimeType="text/csv;charset=utf-8"
      options={
        <ButtonsSelect<LineEnding>
          label={t('lineEndings')}
          value={lineEnding}
          options={[
            { value: 'lf', label: t('lf') },
            { value: 'crlf', label: t('crlf') },
          ]}
          onChange={(value) => setState({ lineEndings: value })}
        />
      }
    />
  );
}
