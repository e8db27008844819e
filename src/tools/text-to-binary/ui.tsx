import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countCodePoints, previewOf } from '@/components/text-preview';
import { InputPanel } from '@/components/InputPanel';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToolState } from '@/hooks/useToolState';
import { isInputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { binaryToText, textToBinary } from './logic';
import styles from './ui.module.css';

/** Inputs up to this size convert on every keystroke; longer ones once typing settles. */
const IMMEDIATE_CHARS = 10_000;
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

function Output({ label, value, copyText }: { label: string; value: string; copyText: string }) {
  const { t } = useTranslation('app');
  const { preview, truncated } = previewOf(value, PREVIEW_CHARS);
  return (
    <>
      <InputText
        label={label}
        value={preview}
        readOnly
        multiline
        rows={3}
        monospace
        rawText
        placeholder=""
        description={truncated ? t('ui.outputPanel.truncated', { total: countCodePoints(value) }) : undefined}
      />
      <div className={styles.actions}>
        <CopyButton value={value} label={label} text={copyText} size="medium" isDisabled={!value} />
      </div>
    </>
  );
}

function decode(binary: string | undefined): { text: string; error?: string } {
  if (binary === undefined) return { text: '' };
  try {
    return { text: binaryToText(binary) };
  } catch (error) {
    if (isInputError(error)) return { text: '', error: error.key };
    throw error;
  }
}

export default function TextToBinary() {
  const { t } = useTranslation('text-to-binary');
  const [state, setState] = useToolState({ textInput: '', binaryInput: '' });
  const [text, setText] = useState(state.textInput);
  const [binary, setBinary] = useState(state.binaryInput);
  const textSource = useSettledInput(text);
  const binarySource = useSettledInput(binary);
  const encoded = useMemo(() => (textSource === undefined ? '' : textToBinary(textSource)), [textSource]);
  const decoded = useMemo(() => decode(binarySource), [binarySource]);

  return (
    <>
      <Card title={t('encodeTitle')}>
        <InputPanel
          label={t('textLabel')}
          value={text}
          onChange={(value) => {
            setText(value);
            setState({ textInput: value.length <= PERSIST_LIMIT_CHARS ? value : '' });
          }}
          placeholder={t('textPlaceholder')}
          rawText
          autosize
        />
        <Output label={t('binaryOutput')} value={encoded} copyText={t('copyBinary')} />
      </Card>
      <Card title={t('decodeTitle')}>
        <InputText
          label={t('binaryLabel')}
          value={binary}
          onChange={(value) => {
            setBinary(value);
            setState({ binaryInput: value.length <= PERSIST_LIMIT_CHARS ? value : '' });
          }}
          placeholder={t('binaryPlaceholder')}
          multiline
          autosize
          monospace
          rawText
          error={decoded.error ? t(decoded.error) : undefined}
        />
        <Output label={t('textOutput')} value={decoded.text} copyText={t('copyText')} />
      </Card>
    </>
  );
}
