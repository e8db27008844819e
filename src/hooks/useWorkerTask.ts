import { useCallback, useState } from 'react';
import { bridge as appBridge, TaskAbortedError, type HostName, type TaskProgress } from '@workers/index';
import type { Bridge } from '@workers/bridge';
import { useLatestRun } from './useLatestRun';

export type TaskStatus = 'idle' | 'running' | 'done' | 'error' | 'cancelled';

export interface WorkerTaskState<R> {
  status: TaskStatus;
  result?: R;
  /** The arguments `result` was computed from. */
  args?: readonly unknown[];
  error?: unknown;
  progress?: TaskProgress;
  /** performance.now() when the running task started. */
  startedAt?: number;
  /** performance.now() when the last progress report arrived (with startedAt: rate and time left). */
  progressAt?: number;
}

/**
 * Runs `method` on a worker host. Latest wins: a new run aborts the one in progress (which
 * terminates its worker). `cancel` aborts too. Unmounting cancels.
 */
export function useWorkerTask<R, A extends unknown[] = unknown[]>(
  host: HostName,
  method: string,
  options: { bridge?: Bridge; withProgress?: boolean; instance?: number } = {},
) {
  const bridge = options.bridge ?? (appBridge as unknown as Bridge);
  const [state, setState] = useState<WorkerTaskState<R>>({ status: 'idle' });
  const { start, isCurrent, finish, cancel, stop } = useLatestRun();
  const withProgress = options.withProgress ?? false;
  const instance = options.instance ?? 0;

  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      const mine = start();
      setState({ status: 'running', startedAt: performance.now() });
      const onProgress = withProgress
        ? (progress: TaskProgress) => {
            if (isCurrent(mine)) setState((s) => ({ ...s, progress, progressAt: performance.now() }));
          }
        : undefined;
      try {
        const result = await bridge.run<R>(host, method, args, { signal: mine.signal, onProgress, instance });
        if (isCurrent(mine)) setState({ status: 'done', result, args });
        return result;
      } catch (error) {
        if (!isCurrent(mine)) return undefined;
        setState(error instanceof TaskAbortedError ? { status: 'cancelled' } : { status: 'error', error });
        return undefined;
      } finally {
        finish(mine);
      }
    },
    [bridge, host, method, withProgress, instance, start, isCurrent, finish],
  );

  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  /** The result only if it was computed from exactly these arguments: outputs never show stale values. */
  const resultFor = (...args: A): R | undefined =>
    state.status === 'done' && state.args?.length === args.length && args.every((a, i) => Object.is(a, state.args?.[i]))
      ? state.result
      : undefined;
  return { ...state, run, cancel, reset, resultFor };
}
