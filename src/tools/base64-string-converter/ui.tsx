import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countCodePoints, previewOf } from '@/components/text-preview';
import { InputPanel } from '@/components/InputPanel';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToolState } from '@/hooks/useToolState';
import { useWorkerTask } from '@/hooks/useWorkerTask';
import { isInputError, type TaskResult } from '@/lib/errors';
import { Alert } from '@/ui/Alert';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { Switch } from '@/ui/Switch';
import { decodeString, encodeString, WORKER_THRESHOLD_CHARS, type DecodedString } from './logic';
import styles from './ui.module.css';

/** Inputs up to this size are kept across reloads; bigger ones would make every keystroke a big write. */
const PERSIST_LIMIT_CHARS = 256 * 1024;
/** Characters of output shown on screen; copy takes the whole text. */
const PREVIEW_CHARS = 100_000;

type Converted<T> = { value?: T; error?: { key: string; params: Record<string, string | number> }; pending: boolean };

/**
 * Converts live: small inputs at once on the main thread, inputs over 1 MiB in the worker once
 * typing settles (latest wins).
 */
function useConversion<T>(input: string, urlSafe: boolean, convert: (i: string, u: boolean) => T, method: string): Converted<T> {
  const big = input.length > WORKER_THRESHOLD_CHARS;
  const small = useMemo((): Converted<T> => {
    if (big) return { pending: true };
    try {
      return { value: convert(input, urlSafe), pending: false };
    } catch (error) {
      if (isInputError(error)) return { error: { key: error.key, params: error.params }, pending: false };
      throw error;
    }
  }, [big, input, urlSafe, convert]);

  const settled = useDebouncedValue(big ? input : '', 150);
  const task = useWorkerTask<TaskResult<T>, [string, boolean]>('hash', method);
  const { run, reset } = task;
  useEffect(() => {
    if (settled.length > WORKER_THRESHOLD_CHARS) void run(settled, urlSafe);
    else reset();
  }, [settled, urlSafe, run, reset]);

  if (!big) return small;
  const answer = task.status === 'done' && settled === input ? task.result : undefined;
  if (!answer) return { pending: true };
  return answer.ok ? { value: answer.value, pending: false } : { error: answer.error, pending: false };
}

function OutputText({ label, value, copyText, toast }: { label: string; value: string; copyText: string; toast: string }) {
  const { t } = useTranslation('app');
  const { preview, truncated } = previewOf(value, PREVIEW_CHARS);
  return (
    <>
      <InputText
        label={label}
        value={preview}
        readOnly
        multiline
        rows={4}
        monospace
        rawText
        placeholder=""
        description={truncated ? t('ui.outputPanel.truncated', { total: countCodePoints(value) }) : undefined}
      />
      <div className={styles.actions}>
        <CopyButton value={value} label={label} text={copyText} size="medium" isDisabled={!value} toast={toast} />
      </div>
    </>
  );
}

export default function Base64StringConverter() {
  const { t } = useTranslation('base64-string-converter');
  const [state, setState] = useToolState({
    encodeUrlSafe: false as boolean,
    decodeUrlSafe: false as boolean,
    textInput: '',
    base64Input: '',
  });
  const [text, setText] = useState(state.textInput);
  const [base64, setBase64] = useState(state.base64Input);

  const encoded = useConversion(text, state.encodeUrlSafe, encodeString, 'encodeStringTask');
  const decoded = useConversion<DecodedString>(base64, state.decodeUrlSafe, decodeString, 'decodeStringTask');
  const decodeError = decoded.error ? t(decoded.error.key) : undefined;

  return (
    <>
      <Card title={t('encodeTitle')}>
        <Switch
          label={t('encodeUrlSafe')}
          isSelected={state.encodeUrlSafe}
          onChange={(encodeUrlSafe) => setState({ encodeUrlSafe })}
        />
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
        <OutputText label={t('base64Output')} value={encoded.value ?? ''} copyText={t('copyBase64')} toast={t('copiedBase64')} />
      </Card>
      <Card title={t('decodeTitle')}>
        <Switch
          label={t('decodeUrlSafe')}
          isSelected={state.decodeUrlSafe}
          onChange={(decodeUrlSafe) => setState({ decodeUrlSafe })}
        />
        <InputPanel
          label={t('base64Label')}
          value={base64}
          onChange={(value) => {
            setBase64(value);
            setState({ base64Input: value.length <= PERSIST_LIMIT_CHARS ? value : '' });
          }}
          placeholder={t('base64Placeholder')}
          rawText
          monospace
          autosize
          error={decodeError}
          errorDetail={decoded.error ? t('position', decoded.error.params) : undefined}
        />
        <OutputText label={t('textOutput')} value={decoded.value?.text ?? ''} copyText={t('copyText')} toast={t('copiedText')} />
        {decoded.value && !decoded.value.validUtf8 ? <Alert type="warning">{t('notUtf8')}</Alert> : null}
      </Card>
    </>
  );
}
