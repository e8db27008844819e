import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countCodePoints, previewOf } from '@/components/text-preview';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { textToNato } from './logic';
import styles from './ui.module.css';

/** Inputs up to this size convert on every keystroke; longer ones once typing settles. */
const IMMEDIATE_CHARS = 2_000;
/** Inputs up to this size are kept across reloads; bigger ones would make every keystroke a big write. */
const PERSIST_LIMIT_CHARS = 256 * 1024;
/** Characters of output shown on screen; copy takes the whole text. */
const PREVIEW_CHARS = 10_000;

/** The input to convert now, or undefined while a long input is still being typed (no stale output). */
function useSettledInput(input: string): string | undefined {
  const settled = useDebouncedValue(input, 150);
  if (input.length <= IMMEDIATE_CHARS) return input;
  return settled === input ? settled : undefined;
}

export default function TextToNatoAlphabet() {
  const { t } = useTranslation('text-to-nato-alphabet');
  const { t: tApp } = useTranslation('app');
  const [state, setState] = useToolState({ input: '' });
  const [input, setInput] = useState(state.input);
  const source = useSettledInput(input);
  const nato = useMemo(() => (source === undefined ? '' : textToNato(source)), [source]);
  const { preview, truncated } = previewOf(nato, PREVIEW_CHARS);

  return (
    <Card>
      <InputText
        label={t('input')}
        value={input}
        onChange={(value) => {
          setInput(value);
          setState({ input: value.length <= PERSIST_LIMIT_CHARS ? value : '' });
        }}
        placeholder={t('placeholder')}
        clearable
        multiline
        autosize
        rawText
      />
      {nato ? (
        <>
          <InputText
            label={t('output')}
            value={preview}
            readOnly
            multiline
            autosize
            rawText
            placeholder=""
            description={truncated ? tApp('ui.outputPanel.truncated', { total: countCodePoints(nato) }) : undefined}
          />
          <div className={styles.actions}>
            <CopyButton value={nato} label={t('output')} text={t('copy')} size="medium" toast={t('copied')} />
          </div>
        </>
      ) : null}
    </Card>
  );
}
