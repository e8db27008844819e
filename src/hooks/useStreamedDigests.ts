import { useCallback } from 'react';
import { COST_MS_PER_MIB, splitDigests } from '@/lib/hashing/digests';
import type { DigestSpec } from '@/lib/hashing/stream';
import type { ReportProgress } from '@/lib/progress';
import type { Bridge } from '@workers/bridge';
import { bridge, type HostApis } from '@workers/index';
import { runWorkerPair } from '@workers/pair';
import { useTask } from './useTask';

/**
 * Digests of one file: on one `hash` worker when the digests are cheap, else over two instances —
 * the reader reads the file once and forwards each chunk to the helper; the digests are split
 * between them by cost. Returns the digests in `specs` order.
 */
export async function digestFile(
  file: Blob,
  specs: readonly DigestSpec[],
  signal: AbortSignal,
  report: ReportProgress,
  hashBridge: DigestBridge = bridge,
): Promise<Uint8Array[]> {
  const indexed = specs.map((spec, index) => ({ spec, index }));
  const { reader, helper } = splitDigests(indexed, ({ spec }) => COST_MS_PER_MIB[spec.algorithm]);
  const readerSpecs = reader.map((r) => r.spec);
  let readerDigests: Uint8Array[];
  let helperDigests: Uint8Array[] = [];
  if (helper.length === 0) {
    const opts = { signal, onProgress: report, instance: 0, restartWhenSuperseded: true };
    readerDigests = await hashBridge.call('hash', 'streamDigests', [file, readerSpecs], opts);
  } else {
    const [mine, theirs] = await runWorkerPair(hashBridge, 'hash', {
      reader: 'streamDigestsReader',
      readerArgs: [file, readerSpecs],
      helper: 'streamDigestsHelper',
      helperArgs: [helper.map((h) => h.spec)],
      signal,
      onProgress: report,
    });
    readerDigests = mine;
    helperDigests = theirs ?? [];
  }
  const out: Uint8Array[] = [];
  reader.forEach(({ index }, i) => (out[index] = readerDigests[i]!));
  helper.forEach(({ index }, i) => (out[index] = helperDigests[i]!));
  return out;
}

/** The hash host's streaming methods: the app bridge, or a test double. */
export type DigestBridge = Bridge<{
  hash: Pick<HostApis['hash'], 'streamDigests' | 'streamDigestsReader' | 'streamDigestsHelper'>;
}>;

export interface StreamJob {
  file: Blob;
  specs: readonly DigestSpec[];
}

/**
 * Streamed digests of several files, one after the other, as a task: `onJob` receives each file's
 * digests as soon as they are ready; progress counts bytes over all the files. Latest wins.
 */
export function useStreamedDigests(onJob: (jobIndex: number, digests: Uint8Array[]) => void) {
  const work = useCallback(
    async ({ signal, report }: { signal: AbortSignal; report: ReportProgress }, jobs: readonly StreamJob[]) => {
      const total = jobs.reduce((sum, job) => sum + job.file.size, 0);
      let before = 0;
      for (const [index, job] of jobs.entries()) {
        const digests = await digestFile(job.file, job.specs, signal, (p) => report({ done: before + p.done, total }));
        if (signal.aborted) return;
        before += job.file.size;
        onJob(index, digests);
      }
    },
    [onJob],
  );
  return useTask<[jobs: readonly StreamJob[]], void>(work);
}
