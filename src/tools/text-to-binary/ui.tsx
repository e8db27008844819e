import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceText } from '@/components/SourceText';
import { TextOutput } from '@/components/TextOutput';
import { useRememberedText, useSettledText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { isInputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { binaryToText, textToBinary } from './logic';

/** Inputs up to this size convert on every keystroke; longer ones once typing settles. */
const IMMEDIATE_CHARS = 10_000;

type Decoded = { text: string; error?: string; detail?: { key: string; params: Record<string, string | number> } };

function decode(binary: string | undefined): Decoded {
  if (binary === undefined) return { text: '' };
  try {
    return { text: binaryToText(binary) };
  } catch (error) {
    if (!isInputError(error)) throw error;
    const { detailKey, ...params } = error.params;
    return { text: '', error: error.key, detail: typeof detailKey === 'string' ? { key: detailKey, params } : undefined };
  }
}

export default function TextToBinary() {
  const { t } = useTranslation('text-to-binary');
  const [state, setState] = useToolState({ textInput: '', binaryInput: '' });
  const [text, setText] = useRememberedText(state.textInput, (textInput) => setState({ textInput }));
  const [binary, setBinary] = useRememberedText(state.binaryInput, (binaryInput) => setState({ binaryInput }));
  const textSource = useSettledText(text, IMMEDIATE_CHARS);
  const binarySource = useSettledText(binary, IMMEDIATE_CHARS);
  const encoded = useMemo(() => (textSource === undefined ? '' : textToBinary(textSource)), [textSource]);
  const decoded = useMemo(() => decode(binarySource), [binarySource]);

  return (
    <>
      <Card title={t('encodeTitle')}>
        <SourceText label={t('textLabel')} value={text} onChange={setText} placeholder={t('textPlaceholder')} openFile />
        <TextOutput label={t('binaryOutput')} value={encoded} copyText={t('copyBinary')} monospace />
      </Card>
      <Card title={t('decodeTitle')}>
        <SourceText
          label={t('binaryLabel')}
          value={binary}
          onChange={setBinary}
          placeholder={t('binaryPlaceholder')}
          monospace
          description={t('binaryHint')}
          error={decoded.error ? t(decoded.error) : undefined}
          errorDetail={decoded.detail ? t(decoded.detail.key, decoded.detail.params) : undefined}
        />
        <TextOutput label={t('textOutput')} value={decoded.text} copyText={t('copyText')} monospace />
      </Card>
    </>
  );
}
