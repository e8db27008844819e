import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '@/components/ErrorNotice';
import { InputPanel } from '@/components/InputPanel';
import { StreamStatus } from '@/components/StreamStatus';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useToolState } from '@/hooks/useToolState';
import { useWorkerTask } from '@/hooks/useWorkerTask';
import type { TaskResult } from '@/lib/errors';
import { formatBytes } from '@/lib/format';
import { ButtonsSelect } from '@/ui/ButtonsSelect';
import { Card } from '@/ui/Card';
import { CopyButton } from '@/ui/CopyButton';
import { FileUpload } from '@/ui/FileUpload';
import { InputText } from '@/ui/InputText';
import { Select } from '@/ui/Select';
import { Checkbox } from './Checkbox';
import {
  ALGORITHMS,
  DEFAULT_FILE_ALGORITHMS,
  DIGEST_ENCODINGS,
  formatDigest,
  isAlgorithm,
  matchingDigests,
  type Algorithm,
  type DigestEncoding,
  type Digests,
  type InputEncoding,
} from './logic';
import { useStreamedDigests, type StreamJob } from './use-streamed-digests';
import { warmUpHashWorkers } from '@workers/pair';
import styles from './ui.module.css';

type InputType = 'text' | 'file';
const INPUT_ENCODINGS: readonly InputEncoding[] = ['utf8', 'hex', 'base64'];
/** Small texts hash on every keystroke; big ones wait until typing settles. */
const DEBOUNCE_ABOVE_CHARS = 64 * 1024;
/** Growing a field to its content lays out the whole text on every keystroke: only for small texts. */
const AUTOSIZE_BELOW_CHARS = 64 * 1024;

const parseTicks = (value: string): Set<Algorithm> => new Set(value.split(',').filter(isAlgorithm));

export default function HashText() {
  const { t } = useTranslation('hash-text');
  const [options, setOptions] = useToolState(
    { inputType: 'text', inputEncoding: 'utf8', encoding: 'Hex', algorithms: DEFAULT_FILE_ALGORITHMS.join(',') },
    { query: ['encoding'] },
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

  // The rows on show: [key, label, digest] — one per algorithm and file.
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

  return (
    <Card>
      <ButtonsSelect<InputType>
        label={t('inputType')}
        value={inputType}
        onChange={(value) => setOptions({ inputType: value })}
        options={[
          { value: 'text', label: t('text') },
          { value: 'file', label: t('file') },
        ]}
      />
      {inputType === 'text' ? (
        <>
          <InputPanel
            label={t('textLabel')}
            value={text.value}
            onChange={text.setValue}
            placeholder={t('textPlaceholder')}
            autoFocus
            autosize={text.value.length < AUTOSIZE_BELOW_CHARS}
            rawText
            error={text.error ? t(text.error) : undefined}
          />
          <Select<InputEncoding>
            label={t('inputEncoding')}
            value={inputEncoding}
            onChange={(value) => setOptions({ inputEncoding: value })}
            options={INPUT_ENCODINGS.map((value) => ({ value, label: t(`inputEncodings.${value}`) }))}
          />
        </>
      ) : (
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
            running={file.status === 'running'}
            startedAt={file.startedAt}
            progress={file.progress}
            elapsedMs={file.elapsedMs}
            onCancel={file.cancel}
            rateText={(values) => t('rate', values)}
            detail={
              file.files.length > 1 && file.current !== undefined
                ? t('fileCount', { current: file.current + 1, count: file.files.length, name: file.files[file.current]?.name })
                : undefined
            }
          />
          {file.status === 'error' ? <ErrorNotice message={t('readError')} /> : null}
        </>
      )}
      <Select<DigestEncoding>
        label={t('digestEncoding')}
        value={encoding}
        onChange={(value) => setOptions({ encoding: value })}
        options={DIGEST_ENCODINGS.map((value) => ({ value, label: t(`digestEncodings.${value}`) }))}
      />
      <InputText
        label={t('expected')}
        value={expected}
        onChange={setExpected}
        placeholder={t('expectedPlaceholder')}
        rawText
        monospace
        clearable
        error={!expectedBlank && matchLabels.length === 0 ? t('noMatch') : undefined}
        description={
          !expectedBlank && matchLabels.length > 0 ? (
            <span className={styles.matches}>{t('matches', { algorithms: matchLabels.join(', ') })}</span>
          ) : undefined
        }
      />
      <DigestRows
        rows={rows}
        encoding={encoding}
        matches={matches}
        ticks={inputType === 'file' ? ticks : undefined}
        onTick={setTick}
      />
    </Card>
  );
}

interface Row {
  key: string;
  algorithm: Algorithm;
  label: string;
  digest?: Uint8Array;
}

interface DigestRowsProps {
  rows: readonly Row[];
  encoding: DigestEncoding;
  matches: ReadonlySet<string>;
  /** File mode: the ticked algorithms (each row then has its "Include" checkbox). */
  ticks?: ReadonlySet<Algorithm>;
  onTick: (algorithm: Algorithm, on: boolean) => void;
}

/** One copyable row per algorithm (and file). Memoised: progress updates do not re-render it. */
const DigestRows = memo(function DigestRows({ rows, encoding, matches, ticks, onTick }: DigestRowsProps) {
  const { t } = useTranslation('hash-text');
  return (
    <div className={styles.rows}>
      {rows.map((row, index) => {
        const value = row.digest ? formatDigest(row.digest, encoding) : '';
        const firstOfAlgorithm = index === 0 || rows[index - 1]!.algorithm !== row.algorithm;
        const match = matches.has(row.key);
        return (
          <div key={row.key} className={styles.row} data-match={match || undefined}>
            {ticks && firstOfAlgorithm ? (
              // Visible, on the label's line: "Include <ALGO>" is the checkbox's label (tools.md).
              <div className={styles.tick}>
                <Checkbox
                  label={t('include', { algorithm: row.algorithm })}
                  isSelected={ticks.has(row.algorithm)}
                  onChange={(on) => onTick(row.algorithm, on)}
                />
              </div>
            ) : null}
            <InputText
              className={styles.value}
              label={row.label}
              value={value}
              readOnly
              monospace
              rawText
              placeholder=""
              description={
                row.algorithm === 'Keccak-512' || match ? (
                  <>
                    {match ? <span className={styles.badge}>{t('match')}</span> : null}
                    {row.algorithm === 'Keccak-512' && firstOfAlgorithm ? t('keccakHint') : null}
                  </>
                ) : undefined
              }
              actions={<CopyButton value={value} label={row.label} isDisabled={!value} />}
            />
          </div>
        );
      })}
    </div>
  );
});

/** Text mode: every digest of the text, computed in the worker; the latest input wins. */
function useTextDigests(active: boolean, encoding: InputEncoding) {
  const [value, setValue] = useState('');
  const settled = useDebouncedValue(value, value.length > DEBOUNCE_ABOVE_CHARS ? 150 : 0);
  const [result, setResult] = useState<TaskResult<Digests>>();
  const { run, reset } = useWorkerTask<TaskResult<Digests>, [string, InputEncoding]>('hash', 'hashText');
  useEffect(() => {
    if (!active) {
      reset();
      return;
    }
    let live = true;
    void run(settled, encoding).then((answer) => {
      if (live && answer) setResult(answer);
    });
    return () => {
      live = false;
    };
  }, [active, settled, encoding, run, reset]);
  return {
    value,
    setValue,
    digests: result?.ok ? result.value : undefined,
    error: result && !result.ok ? result.error.key : undefined,
  };
}

/** File mode: the ticked digests of each chosen file, streamed; a new file or a mode switch cancels. */
function useFileDigests(active: boolean, algorithmsOption: string) {
  const [files, setFiles] = useState<File[]>([]);
  const [digests, setDigests] = useState<Digests[]>([]);
  const digestsRef = useRef<Digests[]>([]);
  const jobsRef = useRef<{ fileIndex: number; algorithms: Algorithm[] }[]>([]);
  const settledTicks = useDebouncedValue(algorithmsOption, 300);
  // In file mode the workers wait ready, with the ticked digests compiled.
  useEffect(() => {
    if (active) warmUpHashWorkers([...parseTicks(settledTicks)]);
  }, [active, settledTicks]);

  const onResult = useCallback((jobIndex: number, values: Uint8Array[]) => {
    const job = jobsRef.current[jobIndex];
    if (!job) return;
    const next = [...digestsRef.current];
    const merged: Digests = { ...next[job.fileIndex] };
    job.algorithms.forEach((algorithm, i) => (merged[algorithm] = values[i]));
    next[job.fileIndex] = merged;
    digestsRef.current = next;
    setDigests(next);
  }, []);
  const stream = useStreamedDigests(onResult);
  const { run, reset } = stream;

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

  return { ...stream, files, digests, choose };
}
