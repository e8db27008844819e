import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceText } from '@/components/SourceText';
import { TaskError, useErrorText } from '@/components/TaskError';
import { TextOutput } from '@/components/TextOutput';
import { useFieldSetters } from '@/hooks/useFieldSetters';
import { useRememberedText } from '@/hooks/useTextInput';
import { useToolState } from '@/hooks/useToolState';
import { useWarmWorkers } from '@/hooks/useWarmWorkers';
import { useLiveWorker } from '@/hooks/useWorker';
import { isInputError } from '@/lib/errors';
import { Alert } from '@/ui/Alert';
import { Card } from '@/ui/Card';
import { Switch } from '@/ui/Switch';
import { decodeString, encodeString, WORKER_THRESHOLD_CHARS, type DecodedString } from './logic';

type Converted<T> = { value?: T; error?: unknown; pending: boolean };

/** Small inputs convert at once on the main thread; inputs over 64 Ki characters go to the worker once typing settles. */
function useSmallConversion<T>(input: string, urlSafe: boolean, convert: (i: string, u: boolean) => T): Converted<T> | undefined {
  const big = input.length > WORKER_THRESHOLD_CHARS;
  return useMemo(() => {
    if (big) return undefined;
    try {
      return { value: convert(input, urlSafe), pending: false };
    } catch (error) {
      if (isInputError(error)) return { error, pending: false };
      throw error;
    }
  }, [big, input, urlSafe, convert]);
}

const WORKER_DEBOUNCE_MS = 150;
const isBig = (input: string) => input.length > WORKER_THRESHOLD_CHARS;
/**
 * Both outputs: four monospace rows; 10,000 characters on screen (copy takes the whole text): the
 * layout of 100,000 took ~30 ms at the bench's 4x slower CPU.
 */
const OUTPUT = { rows: 4, monospace: true, previewChars: 10_000 } as const;
const WARM_ARGS: [string, boolean] = ['', false];
const FIRST_WORKER = [0];

export default function Base64StringConverter() {
  const { t } = useTranslation('base64-string-converter');
  const errorText = useErrorText('base64-string-converter');
  const [state, setState] = useToolState({
    encodeUrlSafe: false as boolean,
    decodeUrlSafe: false as boolean,
    textInput: '',
    base64Input: '',
  });
  const setter = useFieldSetters(setState);
  const [text, setText] = useRememberedText(state.textInput, (textInput) => setState({ textInput }));
  const [base64, setBase64] = useRememberedText(state.base64Input, (base64Input) => setState({ base64Input }));

  // Started with the page, so a big paste does not wait for the worker's code to download.
  useWarmWorkers('hash', 'encodeString', WARM_ARGS, FIRST_WORKER);
  // Both directions share one worker: a newer input supersedes only its own direction's call.
  const bigEncoded = useLiveWorker('hash', 'encodeString', isBig(text) ? [text, state.encodeUrlSafe] : null, {
    debounceMs: WORKER_DEBOUNCE_MS,
  });
  const bigDecoded = useLiveWorker('hash', 'decodeString', isBig(base64) ? [base64, state.decodeUrlSafe] : null, {
    debounceMs: WORKER_DEBOUNCE_MS,
  });
  const encoded = useSmallConversion(text, state.encodeUrlSafe, encodeString) ?? bigEncoded;
  const decoded: Converted<DecodedString> = useSmallConversion(base64, state.decodeUrlSafe, decodeString) ?? bigDecoded;
  const decodeInputError = isInputError(decoded.error) ? decoded.error : undefined;
  const decodeError = decoded.error === undefined ? undefined : errorText(decoded.error);

  return (
    <>
      <Card title={t('encodeTitle')}>
        <Switch label={t('encodeUrlSafe')} isSelected={state.encodeUrlSafe} onChange={setter('encodeUrlSafe')} />
        <SourceText label={t('textLabel')} value={text} onChange={setText} placeholder={t('textPlaceholder')} openFile />
        <TextOutput
          {...OUTPUT}
          label={t('base64Output')}
          value={encoded.value ?? ''}
          copyText={t('copyBase64')}
          toast={t('copiedBase64')}
        />
        <TaskError error={encoded.error} ns="base64-string-converter" />
      </Card>
      <Card title={t('decodeTitle')}>
        <Switch label={t('decodeUrlSafe')} isSelected={state.decodeUrlSafe} onChange={setter('decodeUrlSafe')} />
        <SourceText
          label={t('base64Label')}
          value={base64}
          onChange={setBase64}
          placeholder={t('base64Placeholder')}
          openFile
          monospace
          error={decodeError}
          errorDetail={decodeInputError ? t('position', decodeInputError.params) : undefined}
        />
        <TextOutput
          {...OUTPUT}
          label={t('textOutput')}
          value={decoded.value?.text ?? ''}
          copyText={t('copyText')}
          toast={t('copiedText')}
        />
        {decoded.value && !decoded.value.validUtf8 ? <Alert type="warning">{t('notUtf8')}</Alert> : null}
      </Card>
    </>
  );
}
