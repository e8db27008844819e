import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpectedDigestField } from '@/components/ExpectedDigestField';
import { StreamStatus, streamStatusProps } from '@/components/StreamStatus';
import { TextOrFileInput } from '@/components/TextOrFile';
import { TaskError, useErrorText } from '@/components/TaskError';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useHoldBusy } from '@/hooks/useHoldBusy';
import { digestFile } from '@/hooks/useStreamedDigests';
import { useFollow, useTask } from '@/hooks/useTask';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import { useWarmWorkers } from '@/hooks/useWarmWorkers';
import { bytesToHex, parseHex } from '@/lib/encoding';
import { isInputError } from '@/lib/errors';
import { DIGEST_ENCODINGS, formatDigest, matchingDigests, type DigestEncoding, type InputEncoding } from '@/lib/hashing/digests';
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
const ALGORITHM_OPTIONS = HMAC_ALGORITHMS.map((v) => ({ value: v, label: v }));

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

export default function HmacGenerator() {
  const { t } = useTranslation('hmac-generator');
  const errorText = useErrorText('hmac-generator');
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
  // Text and key are never stored: an update must not reload them away.
  useHoldBusy(text !== '' || key !== '', 'unsaved');

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

  // Stable props: the selects (react-aria, costly) are skipped on each keystroke and each result.
  const encodingOptions = useMemo(() => ENCODINGS.map((v) => ({ value: v, label: t(`encodings.${v}`) })), [t]);
  const outputOptions = useMemo(() => DIGEST_ENCODINGS.map((v) => ({ value: v, label: t(`outputEncodings.${v}`) })), [t]);
  const onInputType = useCallback((value: InputType) => setOptions({ inputType: value }), [setOptions]);
  const onInputEncoding = useCallback((value: InputEncoding) => setOptions({ inputEncoding: value }), [setOptions]);
  const onKeyEncoding = useCallback((value: InputEncoding) => setOptions({ keyEncoding: value }), [setOptions]);
  const onHashFunction = useCallback((value: HmacAlgorithm) => setOptions({ hashFunction: value }), [setOptions]);
  const onOutputEncoding = useCallback((value: DigestEncoding) => setOptions({ outputEncoding: value }), [setOptions]);
  return (
    <Card>
      <TextOrFileInput
        ns="hmac-generator"
        inputType={inputType}
        onInputType={onInputType}
        text={text}
        onText={setText}
        textError={errorText(textMac.error)}
        autosize
        encoding={inputEncoding}
        encodings={encodingOptions}
        onEncoding={onInputEncoding}
        fileArea={
          <>
            <FileUpload label={t('fileLabel')} onFiles={(files) => setFile(files[0] ?? null)} file={file} />
            <StreamStatus
              {...streamStatusProps(fileMac.state)}
              onCancel={fileMac.cancel}
              rateText={(values) => t('rate', values)}
            />
            <TaskError error={fileMac.error} ns="hmac-generator" />
          </>
        }
      />
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
      <Select<InputEncoding> label={t('keyEncoding')} value={keyEncoding} onChange={onKeyEncoding} options={encodingOptions} />
      <Select<HmacAlgorithm> label={t('hashFunction')} value={algorithm} onChange={onHashFunction} options={ALGORITHM_OPTIONS} />
      <Select<DigestEncoding>
        label={t('outputEncoding')}
        value={outputEncoding}
        onChange={onOutputEncoding}
        options={outputOptions}
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
      <ExpectedDigestField
        ns="hmac-generator"
        value={expected}
        onChange={setExpected}
        matches={matches}
        matchDescription={<span className={styles.match}>{t('match')}</span>}
      />
    </Card>
  );
}

/** Text mode: computed in the worker as the text, key or function change; only the current inputs' HMAC is shown. */
function useTextHmac(
  active: boolean,
  text: string,
  encoding: InputEncoding,
  key: Uint8Array | undefined,
  algorithm: HmacAlgorithm,
) {
  const live = useLiveWorker('hash', 'hmacText', active && key ? [text, encoding, key, algorithm] : null, {
    debounceMs: text.length > DEBOUNCE_ABOVE_CHARS ? 150 : 0,
  });
  return { mac: live.value, error: live.error };
}

/** File mode: streamed through the hash workers; a new file, key or function restarts. */
function useFileHmac(active: boolean, file: File | null, key: Uint8Array | undefined, algorithm: HmacAlgorithm) {
  // Settle on the key's hex: compared by content, and cheap to compare.
  const keyHex = key ? bytesToHex(key) : undefined;
  const settledKeyHex = useDebouncedValue(keyHex, 300);
  useWarmWorkers('hash', 'warmUp', active ? [[algorithm]] : null, [0, 1]);
  const task = useTask(async ({ signal, report }, chosen: File, hex: string, hash: HmacAlgorithm) => {
    const [mac] = await digestFile(chosen, [{ algorithm: hash, hmacKey: parseHex(hex)! }], signal, report);
    return mac;
  });
  // Computed for the settled key, shown only while the key on screen is that key.
  const live = useFollow(task, active && file && settledKeyHex !== undefined ? [file, settledKeyHex, algorithm] : null);
  const current = keyHex === settledKeyHex;
  return {
    state: live.state,
    cancel: live.cancel,
    mac: current ? live.value : undefined,
    error: current ? live.error : undefined,
  };
}
