import { useCallback, useEffect, useRef, useState } from 'react';
import { transfer } from '@workers/bridge';
import { bridge, TaskAbortedError } from '@workers/index';

export interface PairProgress {
  done: number;
  total: number;
}

export interface WorkerPairOptions<R> {
  /** Method on the `hash` host and its arguments before the port (the port is appended). */
  reader: [method: string, args: unknown[]];
  helper: [method: string, args: unknown[]];
  /** Worker instances of the reader and the helper. */
  instances?: [number, number];
  signal: AbortSignal;
  onProgress?: (progress: PairProgress) => void;
  /** When the reader's answer says it failed, the helper's (certain) failure is not awaited. */
  readerFailed?: (result: R) => boolean;
}

/**
 * Runs a reader and a helper on two `hash` worker instances joined by a MessageChannel (see
 * src/lib/chunk-channel.ts): the reader reads and sends chunks, the helper consumes them. Aborting
 * terminates both at once; if either fails, the other is stopped too.
 */
export async function runWorkerPair<R, H>(options: WorkerPairOptions<R>): Promise<[R, H | undefined]> {
  const { signal, onProgress, instances = [0, 1] } = options;
  const both = new AbortController();
  const stop = () => both.abort();
  signal.addEventListener('abort', stop, { once: true });
  if (signal.aborted) both.abort();
  const { port1, port2 } = new MessageChannel();
  try {
    const readerRun = bridge.run<R>('hash', options.reader[0], [...options.reader[1], transfer(port1, [port1])], {
      signal: both.signal,
      onProgress,
      instance: instances[0],
    });
    const helperRun = bridge.run<H>('hash', options.helper[0], [...options.helper[1], transfer(port2, [port2])], {
      signal: both.signal,
      instance: instances[1],
    });
    // Whichever fails first, the other is stopped below; its own rejection is then expected.
    helperRun.catch(() => both.abort());
    readerRun.catch(() => both.abort());
    const readerResult = await readerRun;
    if (options.readerFailed?.(readerResult)) {
      helperRun.catch(() => undefined);
      return [readerResult, undefined];
    }
    return [readerResult, await helperRun];
  } catch (error) {
    both.abort();
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
  }
}

/**
 * Starts `hash` workers (and compiles these digests' WASM) before they are needed, so the first
 * chunk of a file is hashed at once. Failures do not matter: a real run starts them anyway.
 */
export function warmUpHashWorkers(algorithms: readonly string[], instances: readonly number[] = [0, 1]): void {
  for (const instance of instances) void bridge.run('hash', 'warmUp', [algorithms], { instance }).catch(() => undefined);
}

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
