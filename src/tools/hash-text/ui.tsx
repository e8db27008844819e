import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpectedDigestField } from '@/components/ExpectedDigestField';
import { StreamStatus, streamStatusProps } from '@/components/StreamStatus';
import { TextOrFileInput } from '@/components/TextOrFile';
import { TaskError, useErrorText } from '@/components/TaskError';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useStreamedDigests, type StreamJob } from '@/hooks/useStreamedDigests';
import { useToolState } from '@/hooks/useToolState';
import { useLiveWorker } from '@/hooks/useWorker';
import { useWarmWorkers } from '@/hooks/useWarmWorkers';
import {
  ALGORITHMS,
  DIGEST_ENCODINGS,
  isAlgorithm,
  matchingDigests,
  type Algorithm,
  type DigestEncoding,
  type Digests,
  type InputEncoding,
} from '@/lib/hashing/digests';
import { formatBytes } from '@/lib/format';
import { Card } from '@/ui/Card';
import { FileUpload } from '@/ui/FileUpload';
import { Select } from '@/ui/Select';
import { DigestRows, type Row } from './DigestRows';
import { DEFAULT_FILE_ALGORITHMS } from './logic';
import styles from './ui.module.css';

type InputType = 'text' | 'file';
const INPUT_ENCODINGS: readonly InputEncoding[] = ['utf8', 'hex', 'base64'];
/** Small texts hash on every keystroke; big ones wait until typing settles. */
const DEBOUNCE_ABOVE_CHARS = 64 * 1024;
const DEBOUNCE_MS = 150;
/** Growing a field to its content lays out the whole text on every keystroke: only for small texts. */
const AUTOSIZE_BELOW_CHARS = 64 * 1024;

const parseTicks = (value: string): Set<Algorithm> => new Set(value.split(',').filter(isAlgorithm));

export default function HashText() {
  const { t } = useTranslation('hash-text');
  const errorText = useErrorText('hash-text');
  const [options, setOptions] = useToolState(
    { inputType: 'text', inputEncoding: 'utf8', encoding: 'Hex', algorithms: DEFAULT_FILE_ALGORITHMS.join(',') },
    {
      query: ['encoding'],
      valid: {
        inputType: (v) => v === 'text' || v === 'file',
        inputEncoding: (v) => (INPUT_ENCODINGS as readonly string[]).includes(v),
        encoding: (v) => (DIGEST_ENCODINGS as readonly string[]).includes(v),
      },
    },
  );
  const inputType: InputType = options.inputType === 'file' ? 'file' : 'text';
  const inputEncoding = (INPUT_ENCODINGS as readonly string[]).includes(options.inputEncoding)
    ? (options.inputEncoding as InputEncoding)
    : 'utf8';
  const encoding = (DIGEST_ENCODINGS as readonly string[]).includes(options.encoding)
    ? (options.encoding as DigestEncoding)
    : 'Hex';
  const ticks = useMemo(() => parseTicks(options.algorithms), [options.algorithms]);
  const [expected, setExpected] = useState('');

  const text = useTextDigests(inputType === 'text', inputEncoding);
  const file = useFileDigests(inputType === 'file', options.algorithms);

  // The rows on show: [key, label, digest] — one per algorithm and file. Not deferred: a digest
  // is never shown under a text it was not computed from (a deferred render would lag a frame).
  const rows = useMemo(() => {
    const out: Row[] = [];
    for (const algorithm of ALGORITHMS) {
      if (inputType === 'text') {
        out.push({ key: algorithm, algorithm, label: algorithm, digest: text.digests?.[algorithm] });
        continue;
      }
      const many = file.files.length > 1;
      const list = file.files.length ? file.files : [undefined];
      list.forEach((f, i) =>
        out.push({
          key: `${algorithm}#${i}`,
          algorithm,
          label: many && f ? `${algorithm} · ${f.name}` : algorithm,
          digest: ticks.has(algorithm) ? file.digests[i]?.[algorithm] : undefined,
        }),
      );
    }
    return out;
  }, [inputType, text.digests, file.files, file.digests, ticks]);

  const matches = useMemo(() => {
    const withDigest = rows.filter((r) => r.digest).map((r) => [r.key, r.digest!] as [string, Uint8Array]);
    return new Set(matchingDigests(expected, withDigest));
  }, [expected, rows]);
  const matchLabels = rows.filter((r) => matches.has(r.key)).map((r) => r.label);
  const expectedBlank = expected.trim() === '';

  const setTick = useCallback(
    (algorithm: Algorithm, on: boolean) => {
      const next = new Set(ticks);
      if (on) next.add(algorithm);
      else next.delete(algorithm);
      setOptions({ algorithms: ALGORITHMS.filter((a) => next.has(a)).join(',') });
    },
    [ticks, setOptions],
  );

  // Stable props: the field and the selects are skipped when only the digests change.
  const onInputType = useCallback((value: InputType) => setOptions({ inputType: value }), [setOptions]);
  const onInputEncoding = useCallback((value: InputEncoding) => setOptions({ inputEncoding: value }), [setOptions]);
  const onEncoding = useCallback((value: DigestEncoding) => setOptions({ encoding: value }), [setOptions]);
  const inputEncodings = useMemo(() => INPUT_ENCODINGS.map((value) => ({ value, label: t(`inputEncodings.${value}`) })), [t]);
  const digestEncodings = useMemo(() => DIGEST_ENCODINGS.map((value) => ({ value, label: t(`digestEncodings.${value}`) })), [t]);

  return (
    <Card>
      <TextOrFileInput
        ns="hash-text"
        inputType={inputType}
        onInputType={onInputType}
        text={text.value}
        onText={text.setValue}
        textError={errorText(text.error)}
        autosize={text.value.length < AUTOSIZE_BELOW_CHARS}
        encoding={inputEncoding}
        encodings={inputEncodings}
        onEncoding={onInputEncoding}
        fileArea={
          <>
            <FileUpload
              label={t('fileLabel')}
              multiple
              onFiles={file.choose}
              file={file.files.length === 1 ? file.files[0] : null}
            />
            {file.files.length > 1 ? (
              <ul className={styles.files} aria-label={t('selectedFiles')}>
                {file.files.map((f, i) => (
                  <li key={`${f.name}-${i}`}>
                    {f.name} ({formatBytes(f.size)})
                  </li>
                ))}
              </ul>
            ) : null}
            <StreamStatus
              {...streamStatusProps(file.state)}
              onCancel={file.cancel}
              rateText={(values) => t('rate', values)}
              detail={
                file.files.length > 1 && file.current !== undefined
                  ? t('fileCount', { current: file.current + 1, count: file.files.length, name: file.files[file.current]?.name })
                  : undefined
              }
            />
            <TaskError error={file.state.status === 'error' ? file.state.error : undefined} ns="hash-text" />
          </>
        }
      />
      <Select<DigestEncoding> label={t('digestEncoding')} value={encoding} onChange={onEncoding} options={digestEncodings} />
      <ExpectedDigestField
        ns="hash-text"
        value={expected}
        onChange={setExpected}
        matches={expectedBlank ? undefined : matchLabels.length > 0}
        matchDescription={<span className={styles.matches}>{t('matches', { algorithms: matchLabels.join(', ') })}</span>}
      />
      <DigestRows
        rows={rows}
        encoding={encoding}
        matches={matches}
        ticks={inputType === 'file' ? ticks : undefined}
        onTick={setTick}
        // False in file mode, where the text is not hashed (no arguments).
        pending={text.pending}
      />
    </Card>
  );
}

/** Text mode: every digest of the text, computed in the worker; only the current text's digests are shown. */
function useTextDigests(active: boolean, encoding: InputEncoding) {
  const [value, setValue] = useState('');
  const live = useLiveWorker('hash', 'hashText', active ? [value, encoding] : null, {
    debounceMs: value.length > DEBOUNCE_ABOVE_CHARS ? DEBOUNCE_MS : 0,
  });
  return { value, setValue, digests: live.value, error: live.error, pending: live.pending };
}

/** File mode: the ticked digests of each chosen file, streamed; a new file or a mode switch cancels. */
function useFileDigests(active: boolean, algorithmsOption: string) {
  const [files, setFiles] = useState<File[]>([]);
  const [digests, setDigests] = useState<Digests[]>([]);
  const digestsRef = useRef<Digests[]>([]);
  const jobsRef = useRef<{ fileIndex: number; algorithms: Algorithm[] }[]>([]);
  const settledTicks = useDebouncedValue(algorithmsOption, 300);
  // In file mode the workers wait ready, with the ticked digests compiled.
  useWarmWorkers('hash', 'warmUp', active ? [[...parseTicks(settledTicks)]] : null, [0, 1]);

  const onJob = useCallback((jobIndex: number, values: Uint8Array[]) => {
    const job = jobsRef.current[jobIndex];
    if (!job) return;
    const next = [...digestsRef.current];
    const merged: Digests = { ...next[job.fileIndex] };
    job.algorithms.forEach((algorithm, i) => (merged[algorithm] = values[i]));
    next[job.fileIndex] = merged;
    digestsRef.current = next;
    setDigests(next);
  }, []);
  const task = useStreamedDigests(onJob);
  const { run, reset } = task;

  useEffect(() => {
    if (!active || files.length === 0) {
      reset();
      return;
    }
    const wanted = [...parseTicks(settledTicks)];
    const jobs: StreamJob[] = [];
    const plan: { fileIndex: number; algorithms: Algorithm[] }[] = [];
    files.forEach((file, fileIndex) => {
      const missing = wanted.filter((a) => !digestsRef.current[fileIndex]?.[a]);
      if (missing.length === 0) return;
      plan.push({ fileIndex, algorithms: missing });
      jobs.push({ file, specs: missing.map((algorithm) => ({ algorithm })) });
    });
    jobsRef.current = plan;
    if (jobs.length > 0) void run(jobs);
    else reset();
  }, [active, files, settledTicks, run, reset]);

  const choose = useCallback((chosen: File[]) => {
    digestsRef.current = [];
    setDigests([]);
    setFiles(chosen);
  }, []);

  // The file being read: the first whose end lies beyond the bytes done.
  const current =
    task.state.status === 'running' ? currentFileIndex(task.state.args[0], files, task.state.progress?.done ?? 0) : undefined;
  return { state: task.state, cancel: task.cancel, files, digests, choose, current };
}

function currentFileIndex(jobs: readonly StreamJob[], files: readonly File[], done: number): number | undefined {
  let end = 0;
  for (const job of jobs) {
    end += job.file.size;
    if (done < end) return files.indexOf(job.file as File);
  }
  const last = jobs.at(-1);
  return last ? files.indexOf(last.file as File) : undefined;
}
