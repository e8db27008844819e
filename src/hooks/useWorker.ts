import { useCallback, useRef } from 'react';
import type { ArgsOf, MethodsOf, ReportsProgress, ResultOf } from '@workers/host-types';
import { bridge as appBridge, type AppBridge, type HostApis, type HostName } from '@workers/index';
import { TaskAbortedError } from '@/lib/errors';
import type { ReportProgress } from '@/lib/progress';
import { useFollow, useTask, type Live } from './useTask';

export interface WorkerHookOptions {
  /** Worker instance of the host (separate instances never wait on each other). */
  instance?: number;
  /** Restart the worker when a newer run supersedes a running one (long synchronous work). */
  restartWhenSuperseded?: boolean;
  /**
   * A call running longer than this many ms is stopped: its worker is terminated (the next call
   * spawns a fresh one) and the task fails with WorkerTimeoutError. For a method that reports
   * progress the clock starts at its first report, so spawning the worker and loading its code
   * are not counted; for another, at the call.
   */
  timeoutMs?: number;
  /** For tests: another bridge. */
  bridge?: AppBridge;
}

type Method<H extends HostName, M extends MethodsOf<HostApis[H]>> = HostApis[H][M];

/** `progress: true` is required exactly for the methods whose last parameter reports progress. */
export type OptionsFor<F, O> =
  ReportsProgress<F> extends true ? [options: O & { progress: true }] : [options?: O & { progress?: never }];

/**
 * A typed worker call as a task: `run(...args)` with the host method's own argument types, the
 * result typed from the host. Methods whose last parameter reports progress fill `state.progress`.
 */
export function useWorker<H extends HostName, M extends MethodsOf<HostApis[H]>>(
  host: H,
  method: M,
  ...[options]: OptionsFor<Method<H, M>, WorkerHookOptions>
) {
  const hookOptions = (options ?? {}) as WorkerHookOptions;
  const { bridge = appBridge } = hookOptions;
  const progress = (options as { progress?: boolean } | undefined)?.progress ?? false;
  // Options of one run started ahead of the render that brings them (see withOptions).
  const nextRunOptions = useRef<CallOptions | null>(null);
  type Args = ArgsOf<Method<H, M>>;
  const task = useTask<Args, ResultOf<Method<H, M>>>(({ signal, report }, ...args) => {
    const { instance, restartWhenSuperseded, timeoutMs } = { ...hookOptions, ...nextRunOptions.current };
    nextRunOptions.current = null;
    // The typed `call` resolves its options type from the literal method; here the method is generic.
    const call = bridge.call as unknown as (h: H, m: M, a: Args, o: object) => Promise<ResultOf<Method<H, M>>>;
    const send = (callSignal: AbortSignal, onProgress?: ReportProgress) =>
      call(host, method, args, { signal: callSignal, instance, restartWhenSuperseded, onProgress });
    const onProgress = progress ? report : undefined;
    return timeoutMs === undefined ? send(signal, onProgress) : withTimeLimit(timeoutMs, signal, onProgress, send);
  });
  /** Runs `start` (which starts a run at once) with these options instead of the hook's for that run. */
  const withOptions = useCallback((runOptions: CallOptions, start: () => void) => {
    nextRunOptions.current = runOptions;
    try {
      start();
    } finally {
      nextRunOptions.current = null;
    }
  }, []);
  return { ...task, withOptions };
}

/** The options of one call (a hook's, or one run's own). */
type CallOptions = Pick<WorkerHookOptions, 'instance' | 'restartWhenSuperseded' | 'timeoutMs'>;

/** A worker call stopped by its `timeoutMs`; its worker was terminated. */
export class WorkerTimeoutError extends Error {
  override name = 'WorkerTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`The work took longer than ${timeoutMs} ms and was stopped`);
  }
}

export const isWorkerTimeout = (error: unknown): error is WorkerTimeoutError =>
  error instanceof Error && error.name === 'WorkerTimeoutError';

/**
 * `send` with a time limit: past `ms` the call's signal aborts as an explicit cancel (the bridge
 * then terminates the worker) and the run fails with WorkerTimeoutError. The clock starts at the
 * first progress report when there is a `report`, else at once. The task's own abort (a newer
 * run, Cancel) passes through unchanged.
 */
async function withTimeLimit<R>(
  ms: number,
  signal: AbortSignal,
  report: ReportProgress | undefined,
  send: (signal: AbortSignal, onProgress?: ReportProgress) => Promise<R>,
): Promise<R> {
  const limit = new AbortController();
  const follow = () => limit.abort(signal.reason);
  if (signal.aborted) follow();
  else signal.addEventListener('abort', follow, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const start = () => {
    timer ??= setTimeout(() => {
      timedOut = true;
      limit.abort(new TaskAbortedError(true));
    }, ms);
  };
  if (!report) start();
  try {
    return await send(
      limit.signal,
      report &&
        ((progress) => {
          start();
          report(progress);
        }),
    );
  } catch (error) {
    throw timedOut ? new WorkerTimeoutError(ms) : error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', follow);
  }
}

export interface LiveOptions extends WorkerHookOptions {
  /** Wait this long after the last change before calling (0: at once). */
  debounceMs?: number;
}

/**
 * A worker call that follows its arguments: each change (debounced) calls the host; `null`
 * arguments mean nothing to compute. Only the answer for the current arguments is returned.
 */
export function useLiveWorker<H extends HostName, M extends MethodsOf<HostApis[H]>>(
  host: H,
  method: M,
  args: ArgsOf<Method<H, M>> | null,
  ...[options]: OptionsFor<Method<H, M>, LiveOptions>
): LiveWorker<ArgsOf<Method<H, M>>, ResultOf<Method<H, M>>> {
  const task = (useWorker as (h: H, m: M, o?: LiveOptions) => ReturnType<typeof useWorker<H, M>>)(host, method, options);
  const live = useFollow(task, args, options?.debounceMs ?? 0);
  const { withOptions } = task;
  const { runAhead } = live;
  const runAheadWith = useCallback(
    (runOptions: CallOptions, ...next: ArgsOf<Method<H, M>>) => withOptions(runOptions, () => runAhead(...next)),
    [withOptions, runAhead],
  );
  return { ...live, runAheadWith };
}

export interface LiveWorker<A extends readonly unknown[], R> extends Live<A, R> {
  /**
   * runAhead with the options the render will bring for these arguments (a big document restarts
   * the worker when superseded, a small one does not).
   */
  runAheadWith: (options: CallOptions, ...args: A) => void;
}
