import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceText } from '@/components/SourceText';
import { TextOutput } from '@/components/TextOutput';
import { useRememberedText, useSettledText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { textToNato } from './logic';

/** Inputs up to this size convert on every keystroke; longer ones once typing settles. */
const IMMEDIATE_CHARS = 2_000;

export default function TextToNatoAlphabet() {
  const { t } = useTranslation('text-to-nato-alphabet');
  const [state, setState] = useToolState({ input: '' });
  const [input, setInput] = useRememberedText(state.input, (value) => setState({ input: value }));
  const source = useSettledText(input, IMMEDIATE_CHARS);
  const nato = useMemo(() => (source === undefined ? '' : textToNato(source)), [source]);

  return (
    <Card>
      <SourceText label={t('input')} value={input} onChange={setInput} placeholder={t('placeholder')} clearable />
      {nato ? <TextOutput label={t('output')} value={nato} copyText={t('copy')} toast={t('copied')} autosize /> : null}
    </Card>
  );
}
