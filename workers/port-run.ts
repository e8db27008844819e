import { isAborted } from '@/lib/errors';
import type { ReportProgress } from '@/lib/progress';
import { transfer, type Bridge, type CallOptions } from './bridge';
import type { ResultOf } from './host-types';
import type { PairArgs, PairMethodsOf } from './pair';

/** Where a reader's chunks go when no helper worker takes them (e.g. a streamed download). */
export interface PortSink {
  /** The receiving side's port (chunk-channel protocol); transferred to the reader. */
  port: MessagePort;
  /** Resolves with the bytes written once the output is complete; rejects when the sink gave up. */
  finished: Promise<number>;
  /** Stops the sink before its end: nothing incomplete is announced as done. */
  abort(): void;
}

export interface PortRun<Api, RM extends PairMethodsOf<Api>> {
  reader: RM;
  readerArgs: PairArgs<Api[RM]>;
  instance?: number;
  signal: AbortSignal;
  onProgress?: ReportProgress;
}

/**
 * Runs a reader method (see workers/pair.ts) whose chunks go straight to `sink` instead of a
 * helper worker. Resolves with the reader's answer and the bytes the sink wrote. Aborting, or the
 * reader failing, aborts the sink; a sink cancelled from outside (the person stopped the download
 * in the browser) stops the reader, and that cancellation is what the run reports.
 */
export async function runReaderIntoPort<Apis extends object, H extends keyof Apis & string, RM extends PairMethodsOf<Apis[H]>>(
  bridge: Bridge<Apis>,
  host: H,
  run: PortRun<Apis[H], RM>,
  sink: PortSink,
): Promise<[ResultOf<Apis[H][RM]>, number]> {
  const { signal, onProgress, instance = 0 } = run;
  const stop = new AbortController();
  const onAbort = () => stop.abort(signal.reason);
  signal.addEventListener('abort', onAbort, { once: true });
  if (signal.aborted) onAbort();
  let sinkCancelled: unknown;
  sink.finished.catch((error: unknown) => {
    // A failure the reader caused is the reader's to report; a cancellation from outside stops it.
    if (!isAborted(error)) return;
    sinkCancelled = error;
    stop.abort(error);
  });
  const call = bridge.call as unknown as (host: H, method: string, args: unknown[], opts: CallOptions) => Promise<unknown>;
  try {
    const result = (await call(host, run.reader, [...(run.readerArgs as unknown[]), transfer(sink.port, [sink.port])], {
      signal: stop.signal,
      onProgress: onProgress ?? (() => undefined),
      instance,
      restartWhenSuperseded: true,
    })) as ResultOf<Apis[H][RM]>;
    return [result, await sink.finished];
  } catch (error) {
    sink.abort();
    throw sinkCancelled ?? error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
