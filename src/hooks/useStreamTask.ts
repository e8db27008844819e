import { useCallback, useState } from 'react';
import type { PairProgress } from '@workers/pair';
import { TaskAbortedError } from '@workers/index';
import { useLatestRun } from './useLatestRun';

export interface StreamTaskState<R, A> {
  status: 'idle' | 'running' | 'done' | 'error' | 'cancelled';
  result?: R;
  /** The arguments `result` was computed from. */
  args?: A;
  error?: unknown;
  progress?: PairProgress;
  startedAt?: number;
  /** performance.now() of the last progress report (with startedAt: rate and time left). */
  progressAt?: number;
}

/**
 * A cancellable streamed task: latest wins (a new run aborts the previous one), `cancel` aborts,
 * unmounting aborts. `work` receives the abort signal and a progress callback.
 */
export function useStreamTask<A extends unknown[], R>(
  work: (signal: AbortSignal, onProgress: (progress: PairProgress) => void, ...args: A) => Promise<R>,
) {
  const [state, setState] = useState<StreamTaskState<R, A>>({ status: 'idle' });
  const { start, isCurrent, finish, cancel, stop } = useLatestRun();

  const run = useCallback(
    async (...args: A) => {
      const mine = start();
      setState({ status: 'running', startedAt: performance.now() });
      const onProgress = (progress: PairProgress) => {
        if (isCurrent(mine)) setState((s) => ({ ...s, progress, progressAt: performance.now() }));
      };
      try {
        const result = await work(mine.signal, onProgress, ...args);
        if (isCurrent(mine)) setState({ status: 'done', result, args });
      } catch (error) {
        if (!isCurrent(mine)) return;
        setState(error instanceof TaskAbortedError ? { status: 'cancelled' } : { status: 'error', error });
      } finally {
        finish(mine);
      }
    },
    [work, start, isCurrent, finish],
  );
  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);
  return { ...state, run, cancel, reset };
}
