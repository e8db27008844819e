import { isAborted } from '@/lib/errors';
import type { ReportProgress } from '@/lib/progress';
import { transfer, type Bridge, type CallOptions } from './bridge';
import type { ArgsOf, MethodsOf, ResultOf } from './host-types';

/** A pair method's arguments before the MessagePort that joins it to its partner (appended here). */
export type PairArgs<F> = ArgsOf<F> extends [...infer A, MessagePort] ? A : never;

/** Methods whose arguments end with the MessagePort to their partner. */
export type PairMethodsOf<Api> = {
  [M in MethodsOf<Api>]: ArgsOf<Api[M]> extends [...unknown[], MessagePort] ? M : never;
}[MethodsOf<Api>];

export interface PairRun<Api, RM extends PairMethodsOf<Api>, HM extends PairMethodsOf<Api>> {
  reader: RM;
  readerArgs: PairArgs<Api[RM]>;
  helper: HM;
  helperArgs: PairArgs<Api[HM]>;
  /** Worker instances of the reader and the helper. */
  instances?: readonly [number, number];
  signal: AbortSignal;
  onProgress?: ReportProgress;
}

/**
 * Runs a reader and a helper method on two instances of one host, joined by a MessageChannel
 * (src/lib/chunk-channel.ts): the reader reads and sends chunks, the helper consumes them.
 * Aborting stops both. A reader that fails tells its helper to stop (the helper then resolves with
 * undefined), so the reader's own error is the one reported. A helper that fails on its own stops
 * the reader, and its error is the one reported.
 */
export async function runWorkerPair<
  Apis extends object,
  H extends keyof Apis & string,
  RM extends PairMethodsOf<Apis[H]>,
  HM extends PairMethodsOf<Apis[H]>,
>(
  bridge: Bridge<Apis>,
  host: H,
  run: PairRun<Apis[H], RM, HM>,
): Promise<[ResultOf<Apis[H][RM]>, ResultOf<Apis[H][HM]> | undefined]> {
  const { signal, onProgress, instances = [0, 1] } = run;
  const both = new AbortController();
  // Both halves are one task: whatever stops one restarts both workers.
  const stop = () => both.abort(signal.reason);
  signal.addEventListener('abort', stop, { once: true });
  if (signal.aborted) stop();
  const { port1, port2 } = new MessageChannel();
  let helperError: unknown;
  // The bridge's typed `call` needs literal method names; a pair's are generic, so it is called loosely here.
  const call = bridge.call as unknown as (host: H, method: string, args: unknown[], opts: CallOptions) => Promise<unknown>;
  try {
    const readerRun = call(host, run.reader, [...(run.readerArgs as unknown[]), transfer(port1, [port1])], {
      signal: both.signal,
      // Reader methods take their progress callback as a required last parameter.
      onProgress: onProgress ?? (() => undefined),
      instance: instances[0],
      restartWhenSuperseded: true,
    }) as Promise<ResultOf<Apis[H][RM]>>;
    const helperRun = call(host, run.helper, [...(run.helperArgs as unknown[]), transfer(port2, [port2])], {
      signal: both.signal,
      instance: instances[1],
      restartWhenSuperseded: true,
    }) as Promise<ResultOf<Apis[H][HM]> | undefined>;
    helperRun.catch((error: unknown) => {
      helperError ??= error;
      both.abort();
    });
    readerRun.catch(() => both.abort());
    const readerResult = await readerRun;
    return [readerResult, await helperRun];
  } catch (error) {
    both.abort();
    // The reader was stopped because its helper failed: report the helper's error.
    throw isAborted(error) && !signal.aborted && helperError !== undefined ? helperError : error;
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
