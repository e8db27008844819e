import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputPanel } from '@/components/InputPanel';
import { TaskError } from '@/components/TaskError';
import { TaskStatus, taskStatusProps } from '@/components/TaskStatus';
import { TextOutput } from '@/components/TextOutput';
import { useHoldBusy } from '@/hooks/useHoldBusy';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import { isInputError } from '@/lib/errors';
import { Alert } from '@/ui/Alert';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { Select } from '@/ui/Select';
import { ALGORITHMS, isAlgorithm, type Algorithm } from './options';
import styles from './ui.module.css';

const DEFAULT_TEXT = 'Lorem ipsum dolor sit amet';
const DEFAULT_KEY = 'my secret key';
const DEFAULT_ENCRYPTED = 'U2FsdGVkX1/EC3+6P5dbbkZ3e1kQ5o2yzuU0NHTjmrKnLBEwreV489Kr0DIB+uBs';
const algorithmOptions = ALGORITHMS.map((value) => ({ value, label: value }));
// Sensitive tool: only the algorithms are kept (and mirrored in the URL), never texts or keys.
const defaults = { encryptAlgorithm: 'AES' as string, decryptAlgorithm: 'AES' as string };
const optionKeys = ['encryptAlgorithm', 'decryptAlgorithm'] as const;

const asAlgorithm = (value: string): Algorithm => (isAlgorithm(value) ? value : 'AES');

/** A cipher call in the worker once input settles; only the answer for the current input is shown. */
function useCipher(method: 'encryptText' | 'decryptText', instance: number, input: string, key: string, algorithm: Algorithm) {
  return useLiveWorker('cipher', method, input.trim() && key ? [input, key, algorithm] : null, { debounceMs: 150, instance });
}

function EncryptCard({ algorithm, onAlgorithm }: { algorithm: Algorithm; onAlgorithm: (a: Algorithm) => void }) {
  const { t } = useTranslation('encryption');
  const [text, setText] = useState(DEFAULT_TEXT);
  const [key, setKey] = useState(DEFAULT_KEY);
  useHoldBusy(text !== DEFAULT_TEXT || key !== DEFAULT_KEY, 'unsaved');
  const task = useCipher('encryptText', 0, text, key, algorithm);
  const output = task.value ?? '';
  return (
    <Card title={t('encryptTitle')}>
      <InputPanel
        label={t('yourText')}
        value={text}
        onChange={setText}
        autosize
        rawText
        error={isInputError(task.error) ? t(task.error.key) : undefined}
      />
      <InputText label={t('secretKey')} value={key} onChange={setKey} clearable rawText />
      <Select label={t('algorithm')} value={algorithm} options={algorithmOptions} onChange={onAlgorithm} />
      <p className={styles.hint}>{t('legacyHint')}</p>
      <TaskStatus {...taskStatusProps(task.state)} onCancel={task.cancel} />
      {isInputError(task.error) ? null : <TaskError error={task.error} ns="encryption" />}
      {/* A preview of a long ciphertext: 1 MB of Base64 laid out in a field froze the page 2.4 s at 4x. */}
      <TextOutput label={t('encrypted')} value={output} autosize monospace />
    </Card>
  );
}

function DecryptCard({ algorithm, onAlgorithm }: { algorithm: Algorithm; onAlgorithm: (a: Algorithm) => void }) {
  const { t } = useTranslation('encryption');
  const [encrypted, setEncrypted] = useState(DEFAULT_ENCRYPTED);
  const [key, setKey] = useState(DEFAULT_KEY);
  useHoldBusy(encrypted !== DEFAULT_ENCRYPTED || key !== DEFAULT_KEY, 'unsaved');
  const task = useCipher('decryptText', 1, encrypted, key, algorithm);
  const output = task.value ?? '';
  // Bad input is the one translated message: a wrong key cannot be told from a wrong algorithm.
  const failed = isInputError(task.error);
  return (
    <Card title={t('decryptTitle')}>
      <InputText label={t('yourEncryptedText')} value={encrypted} onChange={setEncrypted} multiline autosize monospace rawText />
      <InputText label={t('secretKey')} value={key} onChange={setKey} clearable rawText />
      <Select label={t('algorithm')} value={algorithm} options={algorithmOptions} onChange={onAlgorithm} />
      <TaskStatus {...taskStatusProps(task.state)} onCancel={task.cancel} />
      {isInputError(task.error) ? null : <TaskError error={task.error} ns="encryption" />}
      {failed ? (
        <Alert type="error" title={t('decryptErrorTitle')}>
          {t('decryptionError')}
        </Alert>
      ) : (
        <TextOutput label={t('decrypted')} value={output} autosize />
      )}
    </Card>
  );
}

export default function Encryption() {
  const [options, setOptions] = useToolState(defaults, {
    persist: optionKeys,
    query: optionKeys,
    valid: { encryptAlgorithm: isAlgorithm, decryptAlgorithm: isAlgorithm },
  });
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
