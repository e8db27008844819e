import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceText } from '@/components/SourceText';
import { TextOutput } from '@/components/TextOutput';
import { useRememberedText, useSettledText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { Card } from '@/ui/Card';
import { textToUnicode, unicodeToText } from './logic';

/** Inputs up to this size convert on every keystroke; longer ones once typing settles. */
const IMMEDIATE_CHARS = 10_000;

export default function TextToUnicode() {
  const { t } = useTranslation('text-to-unicode');
  const [state, setState] = useToolState({ textInput: '', unicodeInput: '' });
  const [text, setText] = useRememberedText(state.textInput, (textInput) => setState({ textInput }));
  const [unicode, setUnicode] = useRememberedText(state.unicodeInput, (unicodeInput) => setState({ unicodeInput }));
  const textSource = useSettledText(text, IMMEDIATE_CHARS);
  const unicodeSource = useSettledText(unicode, IMMEDIATE_CHARS);
  const encoded = useMemo(() => (textSource === undefined ? '' : textToUnicode(textSource)), [textSource]);
  const decoded = useMemo(() => (unicodeSource === undefined ? '' : unicodeToText(unicodeSource)), [unicodeSource]);

  return (
    <>
      <Card title={t('encodeTitle')}>
        <SourceText label={t('textLabel')} value={text} onChange={setText} placeholder={t('textPlaceholder')} openFile />
        <TextOutput label={t('unicodeOutput')} value={encoded} copyText={t('copyUnicode')} monospace />
      </Card>
      <Card title={t('decodeTitle')}>
        <SourceText
          label={t('unicodeLabel')}
          value={unicode}
          onChange={setUnicode}
          placeholder={t('unicodePlaceholder')}
          monospace
        />
        <TextOutput label={t('textOutput')} value={decoded} copyText={t('copyText')} />
      </Card>
    </>
  );
}
