import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '@/components/download';
import { ErrorNotice } from '@/components/ErrorNotice';
import { OutputPanel, type BlobOutput } from '@/components/OutputPanel';
import { StreamStatus } from '@/components/StreamStatus';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useStreamTask } from '@/hooks/useStreamTask';
import { useToolState } from '@/hooks/useToolState';
import { isInputError } from '@/lib/errors';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { FileUpload } from '@/ui/FileUpload';
import { InputText } from '@/ui/InputText';
import { Switch } from '@/ui/Switch';
import { warmUpHashWorkers } from '@workers/pair';
import { dataUrlPrefix, FALLBACK_MIME, PREVIEW_CHARS } from './logic';
import { decodeInWorkers, encodeInWorkers } from './pipeline';
import styles from './ui.module.css';

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
  // The user's own extension wins over the detected one.
  const [extensionTyped, setExtensionTyped] = useState(false);
  // The decoded Blob whose image is on show (a new result hides the preview).
  const [previewed, setPreviewed] = useState<Blob>();
  const settledText = useDebouncedValue(text, text.length > LARGE_PASTE_CHARS ? 300 : 150);
  const task = useStreamTask(decodeInWorkers);
  const { run, reset } = task;
  const source: string | Blob = textFile ?? settledText;

  useEffect(() => {
    if (typeof source === 'string' && source.trim() === '') reset();
    else void run(source);
  }, [source, run, reset]);

  const current = task.status === 'done' && task.args?.[0] === source ? task.result : undefined;
  const decoded = current?.ok ? current.value : undefined;
  const error = current && !current.ok ? current.error : undefined;
  const readFailed = task.status === 'error' && !isInputError(task.error);

  useEffect(() => {
    if (decoded?.extension && !extensionTyped) onExtension(decoded.extension);
  }, [decoded, extensionTyped, onExtension]);

  const isImage = decoded?.mime?.startsWith('image/') ?? false;
  const imageUrl = useObjectUrl(isImage && decoded && previewed === decoded.blob ? decoded.blob : undefined);
  const message = error ? t('invalid') : undefined;
  const detail = error
    ? error.params.character
      ? t('invalidCharacter', { position: error.params.position, character: error.params.character })
      : t('invalidAt', { position: error.params.position })
    : undefined;

  return (
    <Card title={t('decodeTitle')}>
      <div className={styles.nameRow}>
        <InputText label={t('fileName')} value={fileName} onChange={onFileName} placeholder={t('fileNamePlaceholder')} rawText />
        <InputText
          label={t('extension')}
          value={extension}
          onChange={(value) => {
            setExtensionTyped(value !== '');
            onExtension(value);
          }}
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
      {readFailed ? <ErrorNotice message={t('readError')} /> : null}
      <StreamStatus
        running={task.status === 'running'}
        startedAt={task.startedAt}
        progress={task.progress}
        elapsedMs={task.progressAt !== undefined && task.startedAt !== undefined ? task.progressAt - task.startedAt : 0}
        onCancel={task.cancel}
        rateText={(values) => t('rate', values)}
      />
      <InputText
        label={t('detectedType')}
        value={decoded ? (decoded.mime ?? t('unknown')) : ''}
        readOnly
        rawText
        placeholder=""
      />
      <div className={styles.actions}>
        <Button
          isDisabled={!isImage}
          onPress={() => setPreviewed((shown) => (shown === decoded?.blob ? undefined : decoded?.blob))}
        >
          {t('previewImage')}
        </Button>
        <Button
          variant="primary"
          isDisabled={!decoded}
          onPress={() => decoded && downloadBlob(decoded.blob, `${fileName || 'file'}.${extension || 'txt'}`)}
        >
          {t('download')}
        </Button>
      </div>
      {imageUrl ? <img className={styles.preview} src={imageUrl} alt={t('previewAlt')} /> : null}
    </Card>
  );
}

function EncodeCard({ includePrefix, onIncludePrefix }: { includePrefix: boolean; onIncludePrefix: (value: boolean) => void }) {
  const { t } = useTranslation('base64-file-converter');
  const [file, setFile] = useState<File | null>(null);
  const task = useStreamTask(encodeInWorkers);
  // The encoding pair is started with the page, ready for the first file.
  useEffect(() => warmUpHashWorkers([], [0, 1]), []);
  const { run, reset } = task;
  useEffect(() => {
    if (file) void run(file);
    else reset();
  }, [file, run, reset]);

  const encoded = task.status === 'done' && task.args?.[0] === file ? task.result : undefined;
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
      <StreamStatus
        running={task.status === 'running'}
        startedAt={task.startedAt}
        progress={task.progress}
        elapsedMs={task.progressAt !== undefined && task.startedAt !== undefined ? task.progressAt - task.startedAt : 0}
        onCancel={task.cancel}
        rateText={(values) => t('rate', values)}
      />
      {task.status === 'error' ? <ErrorNotice message={t('readError')} /> : null}
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
    </Card>
  );
}

/** An object URL for a Blob while it is shown, revoked afterwards. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
