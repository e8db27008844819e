import { memo, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskError } from '@/components/TaskError';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToolState } from '@/hooks/useToolState';
import { useWorker } from '@/hooks/useWorker';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { NumberInput } from '@/ui/NumberInput';
import { Select } from '@/ui/Select';
import { formatKeyPair, isPrivateKeyFormat, isValidBits, SECURE_BITS, type PrivateKeyFormat } from './logic';
import styles from './ui.module.css';

// Sensitive tool: the options are kept (and in the URL), never a key.
const defaults = { bits: 2048, format: 'pkcs8' as string };
const optionKeys = ['bits', 'format'] as const;

const FORMAT_OPTIONS = [
  { value: 'pkcs8', label: 'PKCS#8' },
  { value: 'pkcs1', label: 'PKCS#1' },
];

/** One key, memoised: a click on Refresh does not re-render the old keys before the new arrive. */
const KeyOutput = memo(function KeyOutput({ label, value }: { label: string; value: string }) {
  return (
    <InputText
      label={label}
      value={value}
      readOnly
      multiline
      autosize
      monospace
      rawText
      placeholder=""
      actions={<CopyButton value={value} label={label} isDisabled={!value} />}
    />
  );
});

type KeyPair = Parameters<typeof formatKeyPair>[0];

/** The three keys. Memoised: a format change re-encodes the same key, nothing else re-renders them. */
const KeyOutputs = memo(function KeyOutputs({ pair, format }: { pair?: KeyPair; format: PrivateKeyFormat }) {
  const { t } = useTranslation('rsa-key-pair-generator');
  const outputs = pair ? formatKeyPair(pair, format) : undefined;
  return (
    <>
      <KeyOutput label={t('publicKey')} value={outputs?.publicKeyPem ?? ''} />
      <KeyOutput label={t('publicKeyOpenSsh')} value={outputs?.publicKeyOpenSsh ?? ''} />
      <KeyOutput label={t('privateKey')} value={outputs?.privateKeyPem ?? ''} />
    </>
  );
});

export default function RsaKeyPairGenerator() {
  const { t } = useTranslation('rsa-key-pair-generator');
  const [options, setOptions] = useToolState(defaults, {
    persist: optionKeys,
    query: optionKeys,
    // Bits out of range stay and are reported under the field; an unknown format falls back.
    valid: { format: isPrivateKeyFormat },
  });
  const format: PrivateKeyFormat = isPrivateKeyFormat(options.format) ? options.format : 'pkcs8';
  const bitsValid = isValidBits(options.bits);
  const secure = typeof window !== 'undefined' && window.isSecureContext && Boolean(globalThis.crypto?.subtle);
  // Generation takes seconds at 4096+ bits: a superseded one restarts the worker.
  const task = useWorker('keys', 'generateRsaKeyPair', { restartWhenSuperseded: true });
  const [refreshes, setRefreshes] = useState(0);
  const settledBits = useDebouncedValue(options.bits, 300);
  const { run } = task;

  // A new pair on load, on a bits change and on Refresh.
  useEffect(() => {
    if (secure && isValidBits(settledBits)) void run(settledBits);
  }, [settledBits, refreshes, secure, run]);

  // Only the state of the bits on screen: while typing, no key of another size is shown.
  const state = task.stateFor(options.bits);
  const pair = bitsValid && state.status === 'done' ? state.result : undefined;
  // The keys follow in an interruptible render.
  const shownPair = useDeferredValue(pair);
  const onBits = useCallback((bits: number) => setOptions({ bits }), [setOptions]);
  const onFormat = useCallback((value: string) => setOptions({ format: value }), [setOptions]);
  const error = bitsValid && state.status === 'error' ? state.error : undefined;

  return (
    <Card>
      <div className={styles.options}>
        <NumberInput
          label={t('bits')}
          value={options.bits}
          step={8}
          snapToStep={false}
          onChange={onBits}
          error={bitsValid ? undefined : t('bitsError')}
        />
        <Select label={t('format')} value={format} options={FORMAT_OPTIONS} onChange={onFormat} />
      </div>
      {bitsValid && options.bits < SECURE_BITS ? <Alert type="warning">{t('insecureWarning')}</Alert> : null}
      {!secure ? <Alert type="error">{t('insecureContext')}</Alert> : null}
      <TaskError error={error} ns="rsa-key-pair-generator" />
      <div className={styles.actions}>
        <Button onPress={() => setRefreshes((n) => n + 1)} isDisabled={!bitsValid || !secure}>
          {t('refresh')}
        </Button>
      </div>
      <TaskStatus {...taskStatusProps(state)} onCancel={task.cancel} />
      <KeyOutputs pair={shownPair} format={format} />
    </Card>
  );
}
