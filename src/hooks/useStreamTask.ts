import { useCallback, useEffect, useRef, useState } from 'react';
import type { PairProgress } from '@workers/pair';
import { TaskAbortedError } from '@workers/index';

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
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(
    async (...args: A) => {
      controller.current?.abort();
      const mine = new AbortController();
      controller.current = mine;
      setState({ status: 'running', startedAt: performance.now() });
      const onProgress = (progress: PairProgress) => {
        if (controller.current === mine) setState((s) => ({ ...s, progress, progressAt: performance.now() }));
      };
      try {
        const result = await work(mine.signal, onProgress, ...args);
        if (controller.current === mine) setState({ status: 'done', result, args });
      } catch (error) {
        if (controller.current !== mine) return;
        setState(error instanceof TaskAbortedError ? { status: 'cancelled' } : { status: 'error', error });
      } finally {
        if (controller.current === mine) controller.current = null;
      }
    },
    [work],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle' });
  }, []);
  useEffect(() => () => controller.current?.abort(), []);
  return { ...state, run, cancel, reset };
}
