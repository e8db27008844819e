import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '@/components/ErrorNotice';
import { InputPanel } from '@/components/InputPanel';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToolState } from '@/hooks/useToolState';
import { useWorkerTask } from '@/hooks/useWorkerTask';
import { bytesToHex, parseHex } from '@/lib/encoding';
import { isInputError, type TaskResult } from '@/lib/errors';
import {
  DIGEST_ENCODINGS,
  formatDigest,
  matchingDigests,
  type DigestEncoding,
  type InputEncoding,
} from '@/tools/hash-text/logic';
import { StreamStatus } from '@/components/StreamStatus';
import { useStreamedDigests } from '@/tools/hash-text/use-streamed-digests';
import { warmUpHashWorkers } from '@workers/pair';
import { ButtonsSelect } from '@/ui/ButtonsSelect';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { FileUpload } from '@/ui/FileUpload';
import { InputText } from '@/ui/InputText';
import { Select } from '@/ui/Select';
import { decodeKey, HMAC_ALGORITHMS, isHmacAlgorithm, type HmacAlgorithm } from './logic';
import styles from './ui.module.css';

type InputType = 'text' | 'file';
const ENCODINGS: readonly InputEncoding[] = ['utf8', 'hex', 'base64'];
const DEBOUNCE_ABOVE_CHARS = 64 * 1024;

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

export default function HmacGenerator() {
  const { t } = useTranslation('hmac-generator');
  // Sensitive tool: options persist, the text and the key never do.
  const [options, setOptions] = useToolState(
    { inputType: 'text', inputEncoding: 'utf8', keyEncoding: 'utf8', hashFunction: 'SHA256', outputEncoding: 'Hex' },
    { persist: ['inputType', 'inputEncoding', 'keyEncoding', 'hashFunction', 'outputEncoding'] },
  );
  const inputType: InputType = options.inputType === 'file' ? 'file' : 'text';
  const inputEncoding = oneOf(ENCODINGS, options.inputEncoding, 'utf8');
  const keyEncoding = oneOf(ENCODINGS, options.keyEncoding, 'utf8');
  const algorithm: HmacAlgorithm = isHmacAlgorithm(options.hashFunction) ? options.hashFunction : 'SHA256';
  const outputEncoding = oneOf(DIGEST_ENCODINGS, options.outputEncoding, 'Hex');

  const [text, setText] = useState('');
  const [key, setKey] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [expected, setExpected] = useState('');

  const decodedKey = useMemo(() => {
    try {
      return { bytes: decodeKey(key, keyEncoding) };
    } catch (error) {
      if (isInputError(error)) return { error: error.key };
      throw error;
    }
  }, [key, keyEncoding]);

  const textMac = useTextHmac(inputType === 'text', text, inputEncoding, decodedKey.bytes, algorithm);
  const fileMac = useFileHmac(inputType === 'file', file, decodedKey.bytes, algorithm);
  const mac = inputType === 'text' ? textMac.mac : fileMac.mac;
  const value = mac ? formatDigest(mac, outputEncoding) : '';
  const outputLabel = inputType === 'text' ? t('outputText') : t('outputFile');
  const expectedBlank = expected.trim() === '';
  const matches = mac && !expectedBlank ? matchingDigests(expected, [['hmac', mac]]).length > 0 : undefined;

  const encodingOptions = ENCODINGS.map((v) => ({ value: v, label: t(`encodings.${v}`) }));
  return (
    <Card>
      <ButtonsSelect<InputType>
        label={t('inputType')}
        value={inputType}
        onChange={(v) => setOptions({ inputType: v })}
        options={[
          { value: 'text', label: t('text') },
          { value: 'file', label: t('file') },
        ]}
      />
      {inputType === 'text' ? (
        <>
          <InputPanel
            label={t('textLabel')}
            value={text}
            onChange={setText}
            placeholder={t('textPlaceholder')}
            autoFocus
            autosize
            rawText
            error={textMac.error ? t(textMac.error) : undefined}
          />
          <Select<InputEncoding>
            label={t('inputEncoding')}
            value={inputEncoding}
            onChange={(v) => setOptions({ inputEncoding: v })}
            options={encodingOptions}
          />
        </>
      ) : (
        <>
          <FileUpload label={t('fileLabel')} onFiles={(files) => setFile(files[0] ?? null)} file={file} />
          <StreamStatus
            running={fileMac.status === 'running'}
            startedAt={fileMac.startedAt}
            progress={fileMac.progress}
            elapsedMs={fileMac.elapsedMs}
            onCancel={fileMac.cancel}
            rateText={(values) => t('rate', values)}
          />
          {fileMac.status === 'error' ? <ErrorNotice message={t('readError')} /> : null}
        </>
      )}
      <InputText
        label={t('key')}
        value={key}
        onChange={setKey}
        placeholder={t('keyPlaceholder')}
        type="password"
        clearable
        rawText
        error={decodedKey.error ? t(decodedKey.error) : undefined}
      />
      <Select<InputEncoding>
        label={t('keyEncoding')}
        value={keyEncoding}
        onChange={(v) => setOptions({ keyEncoding: v })}
        options={encodingOptions}
      />
      <Select<HmacAlgorithm>
        label={t('hashFunction')}
        value={algorithm}
        onChange={(v) => setOptions({ hashFunction: v })}
        options={HMAC_ALGORITHMS.map((v) => ({ value: v, label: v }))}
      />
      <Select<DigestEncoding>
        label={t('outputEncoding')}
        value={outputEncoding}
        onChange={(v) => setOptions({ outputEncoding: v })}
        options={DIGEST_ENCODINGS.map((v) => ({ value: v, label: t(`outputEncodings.${v}`) }))}
      />
      <InputText
        label={outputLabel}
        value={value}
        readOnly
        multiline
        rows={2}
        monospace
        rawText
        placeholder=""
        actions={<CopyButton value={value} label={outputLabel} isDisabled={!value} toast={t('copied')} />}
      />
      <div className={styles.actions}>
        <CopyButton value={value} label={outputLabel} text={t('copy')} size="medium" isDisabled={!value} toast={t('copied')} />
      </div>
      <InputText
        label={t('expected')}
        value={expected}
        onChange={setExpected}
        placeholder={t('expectedPlaceholder')}
        rawText
        monospace
        clearable
        error={matches === false ? t('noMatch') : undefined}
        description={matches ? <span className={styles.match}>{t('match')}</span> : undefined}
      />
    </Card>
  );
}

/** Text mode: computed in the worker as the text, key or function change; the latest wins. */
function useTextHmac(
  active: boolean,
  text: string,
  encoding: InputEncoding,
  key: Uint8Array | undefined,
  algorithm: HmacAlgorithm,
) {
  const settled = useDebouncedValue(text, text.length > DEBOUNCE_ABOVE_CHARS ? 150 : 0);
  const task = useWorkerTask<TaskResult<Uint8Array>, [string, InputEncoding, Uint8Array, HmacAlgorithm]>('hash', 'hmacText');
  const { run, reset } = task;
  useEffect(() => {
    if (!active || !key) {
      reset();
      return;
    }
    void run(settled, encoding, key, algorithm);
  }, [active, settled, encoding, key, algorithm, run, reset]);
  // Only a result computed from exactly these inputs is shown: never a stale one.
  const result = active && key && settled === text ? task.resultFor(settled, encoding, key, algorithm) : undefined;
  return { mac: result?.ok ? result.value : undefined, error: result && !result.ok ? result.error.key : undefined };
}

/** File mode: streamed through the two hash workers; a new file, key or function restarts. */
function useFileHmac(active: boolean, file: File | null, key: Uint8Array | undefined, algorithm: HmacAlgorithm) {
  // Each result remembers the request it answers, so a changed file, key or function blanks it.
  type Request = { file: File; keyHex: string; algorithm: HmacAlgorithm };
  const [answer, setAnswer] = useState<{ request: Request; mac: Uint8Array | undefined }>();
  const request = useRef<Request | undefined>(undefined);
  // Settle on the key's hex: compared by content, and cheap to compare.
  const keyHex = key ? bytesToHex(key) : undefined;
  const settledKeyHex = useDebouncedValue(keyHex, 300);
  const onResult = useCallback((_: number, digests: Uint8Array[]) => {
    if (request.current) setAnswer({ request: request.current, mac: digests[0] });
  }, []);
  const stream = useStreamedDigests(onResult);
  const { run, reset } = stream;
  useEffect(() => {
    if (active) warmUpHashWorkers([algorithm]);
  }, [active, algorithm]);
  useEffect(() => {
    const hmacKey = settledKeyHex === undefined ? undefined : parseHex(settledKeyHex);
    if (!active || !file || !hmacKey || settledKeyHex === undefined) {
      request.current = undefined;
      reset();
      return;
    }
    request.current = { file, keyHex: settledKeyHex, algorithm };
    void run([{ file, specs: [{ algorithm, hmacKey }] }]);
  }, [active, file, settledKeyHex, algorithm, run, reset]);
  const current =
    active &&
    answer &&
    answer.request.file === file &&
    answer.request.keyHex === keyHex &&
    answer.request.algorithm === algorithm;
  return { ...stream, mac: current ? answer.mac : undefined };
}
