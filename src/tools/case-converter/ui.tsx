import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceText } from '@/components/SourceText';
import { TextOutput } from '@/components/TextOutput';
import { useRememberedText, useSettledText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { CASES, convertCases } from './logic';

const DEFAULT_INPUT = 'lorem ipsum dolor sit amet';
/** Inputs up to this size convert on every keystroke; longer ones once typing settles. */
const IMMEDIATE_CHARS = 2_000;

export default function CaseConverter() {
  const { t } = useTranslation('case-converter');
  const [state, setState] = useToolState({ input: DEFAULT_INPUT });
  const [input, setInput] = useRememberedText(state.input, (value) => setState({ input: value }));
  const source = useSettledText(input, IMMEDIATE_CHARS);
  const cases = useMemo(() => (source === undefined ? undefined : convertCases(source)), [source]);

  return (
    <Card>
      <SourceText label={t('input')} value={input} onChange={setInput} openFile />
      {CASES.map((id) => (
        <TextOutput key={id} label={t(`cases.${id}`)} value={cases?.[id] ?? ''} rows={4} fitRows />
      ))}
    </Card>
  );
}
