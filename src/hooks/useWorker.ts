import type { ArgsOf, MethodsOf, ReportsProgress, ResultOf } from '@workers/host-types';
import { bridge as appBridge, type AppBridge, type HostApis, type HostName } from '@workers/index';
import { useFollow, useTask, type Live } from './useTask';

export interface WorkerHookOptions {
  /** Worker instance of the host (separate instances never wait on each other). */
  instance?: number;
  /** Restart the worker when a newer run supersedes a running one (long synchronous work). */
  restartWhenSuperseded?: boolean;
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
  const { instance, restartWhenSuperseded, bridge = appBridge } = (options ?? {}) as WorkerHookOptions;
  const progress = (options as { progress?: boolean } | undefined)?.progress ?? false;
  type Args = ArgsOf<Method<H, M>>;
  return useTask<Args, ResultOf<Method<H, M>>>(({ signal, report }, ...args) => {
    // The typed `call` resolves its options type from the literal method; here the method is generic.
    const call = bridge.call as unknown as (h: H, m: M, a: Args, o: object) => Promise<ResultOf<Method<H, M>>>;
    return call(host, method, args, { signal, instance, restartWhenSuperseded, onProgress: progress ? report : undefined });
  });
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
): Live<ArgsOf<Method<H, M>>, ResultOf<Method<H, M>>> {
  const task = (useWorker as (h: H, m: M, o?: LiveOptions) => ReturnType<typeof useWorker<H, M>>)(host, method, options);
  return useFollow(task, args, options?.debounceMs ?? 0);
}
