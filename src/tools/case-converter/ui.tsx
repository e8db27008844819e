import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countCodePoints, previewOf } from '@/components/text-preview';
import { InputPanel } from '@/components/InputPanel';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { CASES, convertCases } from './logic';

const DEFAULT_INPUT = 'lorem ipsum dolor sit amet';
/** Inputs up to this size convert on every keystroke; longer ones once typing settles. */
const IMMEDIATE_CHARS = 2_000;
/** Inputs up to this size are kept across reloads; bigger ones would make every keystroke a big write. */
const PERSIST_LIMIT_CHARS = 256 * 1024;
/** Characters of each output shown on screen; copy takes the whole text. */
const PREVIEW_CHARS = 10_000;

/** The input to convert now, or undefined while a long input is still being typed (no stale output). */
function useSettledInput(input: string): string | undefined {
  const settled = useDebouncedValue(input, 150);
  if (input.length <= IMMEDIATE_CHARS) return input;
  return settled === input ? settled : undefined;
}

function CaseOutput({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('app');
  const { preview, truncated } = previewOf(value, PREVIEW_CHARS);
  const lines = preview.split('\n').length;
  return (
    <InputText
      label={label}
      value={preview}
      readOnly
      multiline
      rows={Math.min(lines, 4)}
      rawText
      placeholder=""
      description={truncated ? t('ui.outputPanel.truncated', { total: countCodePoints(value) }) : undefined}
      actions={<CopyButton value={value} label={label} isDisabled={!value} />}
    />
  );
}

export default function CaseConverter() {
  const { t } = useTranslation('case-converter');
  const [state, setState] = useToolState({ input: DEFAULT_INPUT });
  const [input, setInput] = useState(state.input);
  const source = useSettledInput(input);
  const cases = useMemo(() => (source === undefined ? undefined : convertCases(source)), [source]);

  return (
    <Card>
      <InputPanel
        label={t('input')}
        value={input}
        onChange={(value) => {
          setInput(value);
          setState({ input: value.length <= PERSIST_LIMIT_CHARS ? value : '' });
        }}
        rawText
        autosize
      />
      {CASES.map((id) => (
        <CaseOutput key={id} label={t(`cases.${id}`)} value={cases?.[id] ?? ''} />
      ))}
    </Card>
  );
}
