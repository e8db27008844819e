import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatestRun } from '@/hooks/useLatestRun';
import { bridge, TaskAbortedError } from '@workers/index';
import { runWorkerPair } from '@workers/pair';
import { COST_MS_PER_MIB, splitDigests } from './logic';
import type { DigestSpec, StreamProgress } from './stream';

/**
 * Digests of one file over the two `hash` worker instances: the reader (instance 0) reads the file
 * once and forwards each chunk to the helper (instance 1); the digests are split between them by cost.
 * Aborting terminates both workers at once.
 */
export async function digestFile(
  file: Blob,
  specs: readonly DigestSpec[],
  signal: AbortSignal,
  onProgress?: (progress: StreamProgress) => void,
): Promise<Uint8Array[]> {
  const indexed = specs.map((spec, index) => ({ spec, index }));
  const { reader, helper } = splitDigests(indexed, ({ spec }) => COST_MS_PER_MIB[spec.algorithm]);
  let readerDigests: Uint8Array[];
  let helperDigests: Uint8Array[] = [];
  if (helper.length === 0) {
    readerDigests = await bridge.run<Uint8Array[]>('hash', 'streamDigestsReader', [file, reader.map((r) => r.spec), undefined], {
      signal,
      onProgress,
      instance: 0,
    });
  } else {
    const [mine, theirs] = await runWorkerPair<Uint8Array[], Uint8Array[]>({
      reader: ['streamDigestsReader', [file, reader.map((r) => r.spec)]],
      helper: ['streamDigestsHelper', [helper.map((h) => h.spec)]],
      signal,
      onProgress,
    });
    readerDigests = mine;
    helperDigests = theirs ?? [];
  }
  const out: Uint8Array[] = [];
  reader.forEach(({ index }, i) => (out[index] = readerDigests[i]!));
  helper.forEach(({ index }, i) => (out[index] = helperDigests[i]!));
  return out;
}

export interface StreamedDigestsState {
  status: 'idle' | 'running' | 'done' | 'error' | 'cancelled';
  /** Bytes done over all the files of the run. */
  progress?: StreamProgress;
  /** performance.now() at the start of the run. */
  startedAt?: number;
  /** Milliseconds from the start to the last progress report (for the rate and time left). */
  elapsedMs?: number;
  /** Index of the file being read. */
  current?: number;
}

export interface StreamJob {
  file: Blob;
  specs: readonly DigestSpec[];
}

/**
 * Runs jobs one file after the other; `onResult` receives each file's digests as soon as they are
 * ready. Latest wins: a new run cancels the one in progress. Unmounting cancels.
 */
export function useStreamedDigests(onResult: (jobIndex: number, digests: Uint8Array[]) => void) {
  const [state, setState] = useState<StreamedDigestsState>({ status: 'idle' });
  const { start, isCurrent, finish, cancel, stop } = useLatestRun();
  const resultRef = useRef(onResult);
  useEffect(() => {
    resultRef.current = onResult;
  });

  const run = useCallback(
    async (jobs: readonly StreamJob[]) => {
      const mine = start();
      const total = jobs.reduce((sum, job) => sum + job.file.size, 0);
      const startedAt = performance.now();
      setState({ status: 'running', startedAt, progress: { done: 0, total }, current: 0 });
      let before = 0;
      try {
        for (const [index, job] of jobs.entries()) {
          const onProgress = (p: StreamProgress) => {
            if (!isCurrent(mine)) return;
            const elapsedMs = performance.now() - startedAt;
            setState((s) => ({ ...s, current: index, elapsedMs, progress: { done: before + p.done, total } }));
          };
          const digests = await digestFile(job.file, job.specs, mine.signal, onProgress);
          if (!isCurrent(mine)) return;
          before += job.file.size;
          resultRef.current(index, digests);
        }
        if (isCurrent(mine)) setState({ status: 'done' });
      } catch (error) {
        if (!isCurrent(mine)) return;
        setState({ status: error instanceof TaskAbortedError ? 'cancelled' : 'error' });
      } finally {
        finish(mine);
      }
    },
    [start, isCurrent, finish],
  );

  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);
  return { ...state, run, cancel, reset };
}
