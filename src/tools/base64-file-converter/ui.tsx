import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '@/components/download';
import { ErrorNotice } from '@/components/ErrorNotice';
import { OutputPanel, type BlobOutput } from '@/components/OutputPanel';
import { SaveToFile } from '@/components/SaveToFile';
import { StreamStatus, streamStatusProps } from '@/components/StreamStatus';
import { TaskError } from '@/components/TaskError';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useFollow } from '@/hooks/useTask';
import { useToolState } from '@/hooks/useToolState';
import { useWorker } from '@/hooks/useWorker';
import { useWorkerDownload } from '@/hooks/useWorkerDownload';
import { useWarmWorkers } from '@/hooks/useWarmWorkers';
import { base64Length } from '@/lib/encoding';
import { isInputError } from '@/lib/errors';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { FileUpload } from '@/ui/FileUpload';
import { InputText } from '@/ui/InputText';
import { Switch } from '@/ui/Switch';
import { dataUrlPrefix, FALLBACK_MIME, mimeOfFile, PREVIEW_CHARS } from './logic';
import { useStreamedSave } from './useStreamedSave';
import styles from './ui.module.css';

/**
 * Worker instances of the hash host: each card converts in memory on one and saves on another, so
 * neither card, nor a save and an in-memory run, ever waits on the other. A new input restarts a
 * busy worker rather than waiting behind a gigabyte.
 */
const ENCODE_INSTANCES = { memory: 0, save: 1 } as const;
const DECODE_INSTANCES = { memory: 2, save: 3 } as const;

/** Pasted Base64 above this size waits a little longer for typing to settle. */
const LARGE_PASTE_CHARS = 1024 * 1024;

export default function Base64FileConverter() {
  const [options, setOptions] = useToolState({ fileName: 'file', extension: '', includePrefix: true as boolean });
  return (
    <>
      <DecodeCard
        fileName={options.fileName}
        extension={options.extension}
        onFileName={(fileName) => setOptions({ fileName })}
        onExtension={(extension) => setOptions({ extension })}
      />
      <EncodeCard includePrefix={options.includePrefix} onIncludePrefix={(includePrefix) => setOptions({ includePrefix })} />
    </>
  );
}

interface DecodeCardProps {
  fileName: string;
  extension: string;
  onFileName: (value: string) => void;
  onExtension: (value: string) => void;
}

function DecodeCard({ fileName, extension, onFileName, onExtension }: DecodeCardProps) {
  const { t } = useTranslation('base64-file-converter');
  const [text, setText] = useState('');
  const [textFile, setTextFile] = useState<File | null>(null);
  // The decoded Blob whose image is on show (a new result hides the preview).
  const [previewed, setPreviewed] = useState<Blob>();
  const settledText = useDebouncedValue(text, text.length > LARGE_PASTE_CHARS ? 300 : 150);
  const source: string | Blob = textFile ?? settledText;
  const task = useWorker('hash', 'decodeToBlob', {
    progress: true,
    instance: DECODE_INSTANCES.memory,
    restartWhenSuperseded: true,
  });
  const saver = useStreamedSave(
    useWorker('hash', 'decodeToFile', { progress: true, instance: DECODE_INSTANCES.save, restartWhenSuperseded: true }),
    useWorkerDownload('hash', 'decodeStreamReader', { instance: DECODE_INSTANCES.save }),
    source,
  );
  const save = saver.state;
  const empty = typeof source === 'string' && source.trim() === '';
  // Input being (or once) saved straight to disk is not also decoded in memory.
  const live = useFollow(task, empty || save.status !== 'idle' ? null : [source]);
  const decoded = live.value;
  const meta = decoded ?? save.meta;
  const failure = live.error ?? save.error;
  const inputError = isInputError(failure) ? failure : undefined;
  const otherError = live.error !== undefined && !inputError ? live.error : undefined;
  // The user's own extension wins; without one, the detected type's is shown (derived, never written back).
  const shownExtension = extension || meta?.extension || '';
  const outputName = `${fileName || 'file'}.${shownExtension || 'txt'}`;
  const saveToFile = () =>
    saver.start(source, { name: outputName, mime: meta?.mime ?? FALLBACK_MIME, head: () => '', onStart: task.reset });

  const isImage = decoded?.mime?.startsWith('image/') ?? false;
  const imageUrl = useObjectUrl(isImage && decoded && previewed === decoded.blob ? decoded.blob : undefined);
  const message = inputError ? t('invalid') : undefined;
  const detail = inputError
    ? inputError.params.character
      ? t('invalidCharacter', { position: inputError.params.position, character: inputError.params.character })
      : t('invalidAt', { position: inputError.params.position })
    : undefined;

  return (
    <Card title={t('decodeTitle')}>
      <div className={styles.nameRow}>
        <InputText label={t('fileName')} value={fileName} onChange={onFileName} placeholder={t('fileNamePlaceholder')} rawText />
        <InputText
          label={t('extension')}
          value={shownExtension}
          onChange={onExtension}
          placeholder={t('extensionPlaceholder')}
          rawText
        />
      </div>
      <InputText
        label={t('base64Label')}
        value={text}
        onChange={(value) => {
          setTextFile(null);
          setText(value);
        }}
        placeholder={t('base64Placeholder')}
        multiline
        rows={4}
        monospace
        rawText
        error={textFile ? undefined : message}
        errorDetail={textFile ? undefined : detail}
      />
      <FileUpload
        label={t('textFileLabel')}
        instructions={t('textFileInstructions')}
        onFiles={(files) => {
          setText('');
          setTextFile(files[0] ?? null);
        }}
        file={textFile}
      />
      {textFile && message ? <ErrorNotice message={message} detail={detail} /> : null}
      <TaskError error={otherError} ns="base64-file-converter" />
      <StreamStatus {...streamStatusProps(live.state)} onCancel={live.cancel} rateText={(values) => t('rate', values)} />
      <InputText label={t('detectedType')} value={meta ? (meta.mime ?? t('unknown')) : ''} readOnly rawText placeholder="" />
      <div className={styles.actions}>
        <Button
          isDisabled={!isImage}
          onPress={() => setPreviewed((shown) => (shown === decoded?.blob ? undefined : decoded?.blob))}
        >
          {t('previewImage')}
        </Button>
        <Button variant="primary" isDisabled={!decoded} onPress={() => decoded && downloadBlob(decoded.blob, outputName)}>
          {t('download')}
        </Button>
      </div>
      <SaveToFile
        ns="base64-file-converter"
        sink={saver.sink}
        label={t(saver.sink === 'download' ? 'streamDecoded' : 'saveDecoded')}
        isDisabled={empty || inputError !== undefined}
        state={inputError && save.status === 'error' ? { status: 'error' } : save}
        target={saver.target}
        written={save.written}
        onSave={saveToFile}
        onCancel={saver.cancel}
      />
      <TaskError error={saver.startError} ns="base64-file-converter" />
      {imageUrl ? <img className={styles.preview} src={imageUrl} alt={t('previewAlt')} /> : null}
    </Card>
  );
}

function EncodeCard({ includePrefix, onIncludePrefix }: { includePrefix: boolean; onIncludePrefix: (value: boolean) => void }) {
  const { t } = useTranslation('base64-file-converter');
  const [file, setFile] = useState<File | null>(null);
  const task = useWorker('hash', 'encodeFileToBlob', {
    progress: true,
    instance: ENCODE_INSTANCES.memory,
    restartWhenSuperseded: true,
  });
  const saver = useStreamedSave(
    useWorker('hash', 'encodeFileToFile', { progress: true, instance: ENCODE_INSTANCES.save, restartWhenSuperseded: true }),
    useWorkerDownload('hash', 'encodeFileStreamReader', { instance: ENCODE_INSTANCES.save }),
    file,
  );
  const save = saver.state;
  // A file being (or once) saved straight to disk is not also built in memory.
  const live = useFollow(task, file && save.status === 'idle' ? [file] : null);
  const saveToFile = () => {
    if (!file) return;
    saver.start(file, {
      name: `${file.name}.base64.txt`,
      mime: 'text/plain',
      head: async () => (includePrefix ? dataUrlPrefix(await mimeOfFile(file)) : ''),
      size: (head) => head.length + base64Length(file.size),
      onStart: task.reset,
    });
  };
  // The encoding workers are started with the page, ready for the first file.
  useWarmWorkers('hash', 'warmUp', [[]], [ENCODE_INSTANCES.memory, ENCODE_INSTANCES.save]);
  const encoded = live.value;

  // The prefix is put in front of the encoded Blob (no copy), so the switch never re-encodes.
  const output = useMemo((): BlobOutput | string => {
    if (!encoded) return '';
    const prefix = includePrefix ? dataUrlPrefix(encoded.mime || FALLBACK_MIME) : '';
    return {
      blob: prefix ? new Blob([prefix, encoded.blob], { type: 'text/plain' }) : encoded.blob,
      preview: (prefix + encoded.preview).slice(0, PREVIEW_CHARS),
      length: prefix.length + encoded.length,
    };
  }, [encoded, includePrefix]);

  return (
    <Card title={t('encodeTitle')}>
      <FileUpload label={t('fileToEncode')} onFiles={(files) => setFile(files[0] ?? null)} file={file} />
      <Switch label={t('includePrefix')} isSelected={includePrefix} onChange={onIncludePrefix} />
      <StreamStatus {...streamStatusProps(live.state)} onCancel={live.cancel} rateText={(values) => t('rate', values)} />
      <TaskError error={live.error} ns="base64-file-converter" />
      <OutputPanel
        label={t('base64Output')}
        value={output}
        placeholder={t('base64OutputPlaceholder')}
        previewLimit={PREVIEW_CHARS}
        copyText={t('copy')}
        toast={t('copied')}
        downloadName={`${file?.name ?? 'file'}.base64.txt`}
        downloadText={t('downloadBase64')}
      />
      <SaveToFile
        ns="base64-file-converter"
        sink={saver.sink}
        label={t(saver.sink === 'download' ? 'streamBase64' : 'saveBase64')}
        isDisabled={!file}
        state={save}
        target={saver.target}
        written={save.written}
        onSave={saveToFile}
        onCancel={saver.cancel}
      />
      <TaskError error={saver.startError} ns="base64-file-converter" />
    </Card>
  );
}

/** An object URL for a Blob while it is shown, revoked afterwards. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
