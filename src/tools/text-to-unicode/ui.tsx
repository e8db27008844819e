import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countCodePoints, previewOf } from '@/components/text-preview';
import { InputPanel } from '@/components/InputPanel';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { textToUnicode, unicodeToText } from './logic';
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

function Output({ label, value, copyText, monospace }: { label: string; value: string; copyText: string; monospace?: boolean }) {
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
        monospace={monospace}
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

export default function TextToUnicode() {
  const { t } = useTranslation('text-to-unicode');
  const [state, setState] = useToolState({ textInput: '', unicodeInput: '' });
  const [text, setText] = useState(state.textInput);
  const [unicode, setUnicode] = useState(state.unicodeInput);
  const textSource = useSettledInput(text);
  const unicodeSource = useSettledInput(unicode);
  const encoded = useMemo(() => (textSource === undefined ? '' : textToUnicode(textSource)), [textSource]);
  const decoded = useMemo(() => (unicodeSource === undefined ? '' : unicodeToText(unicodeSource)), [unicodeSource]);

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
        <Output label={t('unicodeOutput')} value={encoded} copyText={t('copyUnicode')} monospace />
      </Card>
      <Card title={t('decodeTitle')}>
        <InputText
          label={t('unicodeLabel')}
          value={unicode}
          onChange={(value) => {
            setUnicode(value);
            setState({ unicodeInput: value.length <= PERSIST_LIMIT_CHARS ? value : '' });
          }}
          placeholder={t('unicodePlaceholder')}
          multiline
          autosize
          monospace
          rawText
        />
        <Output label={t('textOutput')} value={decoded} copyText={t('copyText')} />
      </Card>
    </>
  );
}
