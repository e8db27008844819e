import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputPanel } from '@/components/InputPanel';
import { TaskStatus } from '@/components/TaskStatus';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToolState } from '@/hooks/useToolState';
import { useWorkerTask } from '@/hooks/useWorkerTask';
import { isInputError } from '@/lib/errors';
import { Alert } from '@/ui/Alert';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { InputText } from '@/ui/InputText';
import { Select } from '@/ui/Select';
import { ALGORITHMS, isAlgorithm, type Algorithm } from './logic';
import styles from './ui.module.css';

const DEFAULT_TEXT = 'Lorem ipsum dolor sit amet';
const DEFAULT_KEY = 'my secret key';
const DEFAULT_ENCRYPTED = 'U2FsdGVkX1/EC3+6P5dbbkZ3e1kQ5o2yzuU0NHTjmrKnLBEwreV489Kr0DIB+uBs';
const algorithmOptions = ALGORITHMS.map((value) => ({ value, label: value }));
// Sensitive tool: only the algorithms are kept (and mirrored in the URL), never texts or keys.
const defaults = { encryptAlgorithm: 'AES' as string, decryptAlgorithm: 'AES' as string };
const optionKeys = ['encryptAlgorithm', 'decryptAlgorithm'] as const;

const asAlgorithm = (value: string): Algorithm => (isAlgorithm(value) ? value : 'AES');

/** Runs a cipher call in the worker once input settles; new input cancels the run in progress. */
function useCipher(method: 'encryptText' | 'decryptText', instance: number, input: string, key: string, algorithm: Algorithm) {
  const task = useWorkerTask<string, [string, string, Algorithm]>('cipher', method, { instance });
  const settled = useDebouncedValue({ input, key, algorithm }, 150);
  const { run, reset } = task;
  useEffect(() => reset(), [input, key, algorithm, reset]);
  useEffect(() => {
    if (settled.input && settled.key) void run(settled.input, settled.key, settled.algorithm);
  }, [settled, run]);
  return task;
}

function EncryptCard({ algorithm, onAlgorithm }: { algorithm: Algorithm; onAlgorithm: (a: Algorithm) => void }) {
  const { t } = useTranslation('encryption');
  const [text, setText] = useState(DEFAULT_TEXT);
  const [key, setKey] = useState(DEFAULT_KEY);
  const task = useCipher('encryptText', 0, text, key, algorithm);
  const output = text && key && task.status === 'done' ? (task.result ?? '') : '';
  return (
    <Card title={t('encryptTitle')}>
      <InputPanel
        label={t('yourText')}
        value={text}
        onChange={setText}
        autosize
        rawText
        error={task.status === 'error' && isInputError(task.error) ? t(task.error.key) : undefined}
      />
      <InputText label={t('secretKey')} value={key} onChange={setKey} clearable rawText />
      <Select label={t('algorithm')} value={algorithm} options={algorithmOptions} onChange={onAlgorithm} />
      <p className={styles.hint}>{t('legacyHint')}</p>
      <TaskStatus running={task.status === 'running'} startedAt={task.startedAt} onCancel={task.cancel} />
      <InputText
        label={t('encrypted')}
        value={output}
        readOnly
        multiline
        autosize
        monospace
        rawText
        placeholder=""
        actions={<CopyButton value={output} label={t('encrypted')} isDisabled={!output} />}
      />
    </Card>
  );
}

function DecryptCard({ algorithm, onAlgorithm }: { algorithm: Algorithm; onAlgorithm: (a: Algorithm) => void }) {
  const { t } = useTranslation('encryption');
  const [encrypted, setEncrypted] = useState(DEFAULT_ENCRYPTED);
  const [key, setKey] = useState(DEFAULT_KEY);
  const task = useCipher('decryptText', 1, encrypted, key, algorithm);
  const empty = !encrypted.trim() || !key;
  const output = !empty && task.status === 'done' ? (task.result ?? '') : '';
  // Any failure is the one translated message: a wrong key cannot be told from a wrong algorithm.
  const failed = !empty && task.status === 'error';
  return (
    <Card title={t('decryptTitle')}>
      <InputText label={t('yourEncryptedText')} value={encrypted} onChange={setEncrypted} multiline autosize monospace rawText />
      <InputText label={t('secretKey')} value={key} onChange={setKey} clearable rawText />
      <Select label={t('algorithm')} value={algorithm} options={algorithmOptions} onChange={onAlgorithm} />
      <TaskStatus running={task.status === 'running'} startedAt={task.startedAt} onCancel={task.cancel} />
      {failed ? (
        <Alert type="error" title={t('decryptErrorTitle')}>
          {t('decryptionError')}
        </Alert>
      ) : (
        <InputText
          label={t('decrypted')}
          value={output}
          readOnly
          multiline
          autosize
          rawText
          placeholder=""
          actions={<CopyButton value={output} label={t('decrypted')} isDisabled={!output} />}
        />
      )}
    </Card>
  );
}

export default function Encryption() {
  const [options, setOptions] = useToolState(defaults, { persist: optionKeys, query: optionKeys });
  return (
    <>
      <EncryptCard
        algorithm={asAlgorithm(options.encryptAlgorithm)}
        onAlgorithm={(encryptAlgorithm) => setOptions({ encryptAlgorithm })}
      />
      <DecryptCard
        algorithm={asAlgorithm(options.decryptAlgorithm)}
        onAlgorithm={(decryptAlgorithm) => setOptions({ decryptAlgorithm })}
      />
    </>
  );
}
