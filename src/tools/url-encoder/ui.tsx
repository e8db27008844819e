import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceText } from '@/components/SourceText';
import { TextOutput } from '@/components/TextOutput';
import { useRememberedText, useSettledText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { isInputError, type InputError } from '@/lib/errors';
import { Card } from '@/ui/Card';
import { decodeUrl, encodeUrl } from './logic';

/** Inputs up to this size convert on every keystroke; longer ones once typing settles. */
const IMMEDIATE_CHARS = 20_000;

type Converted = { value: string; error?: InputError };

function convert(source: string | undefined, work: (input: string) => string): Converted {
  if (source === undefined) return { value: '' };
  try {
    return { value: work(source) };
  } catch (error) {
    if (isInputError(error)) return { value: '', error };
    throw error;
  }
}

export default function UrlEncoder() {
  const { t } = useTranslation('url-encoder');
  const [state, setState] = useToolState({ textInput: 'Hello world :)', encodedInput: 'Hello%20world%20%3A)' });
  const [text, setText] = useRememberedText(state.textInput, (textInput) => setState({ textInput }));
  const [encodedText, setEncodedText] = useRememberedText(state.encodedInput, (encodedInput) => setState({ encodedInput }));
  const textSource = useSettledText(text, IMMEDIATE_CHARS);
  const encodedSource = useSettledText(encodedText, IMMEDIATE_CHARS);
  const encoded = useMemo(() => convert(textSource, encodeUrl), [textSource]);
  const decoded = useMemo(() => convert(encodedSource, decodeUrl), [encodedSource]);

  return (
    <>
      <Card title={t('encodeTitle')}>
        <SourceText
          label={t('textLabel')}
          value={text}
          onChange={setText}
          placeholder={t('textPlaceholder')}
          error={encoded.error ? t(encoded.error.key) : undefined}
        />
        <TextOutput label={t('encodedOutput')} value={encoded.value} copyText={t('copy')} toast={t('encodedCopied')} monospace />
      </Card>
      <Card title={t('decodeTitle')}>
        <SourceText
          label={t('encodedLabel')}
          value={encodedText}
          onChange={setEncodedText}
          placeholder={t('encodedPlaceholder')}
          monospace
          error={decoded.error ? t(decoded.error.key) : undefined}
        />
        <TextOutput label={t('decodedOutput')} value={decoded.value} copyText={t('copy')} toast={t('decodedCopied')} />
      </Card>
    </>
  );
}
