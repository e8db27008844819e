import { transfer } from './bridge';
import { bridge, TaskAbortedError } from './index';

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
  /** When the reader's answer says it failed, the helper (which it stopped) is not awaited. */
  readerFailed?: (result: R) => boolean;
}

/**
 * Runs a reader and a helper on two `hash` worker instances joined by a MessageChannel (see
 * src/lib/chunk-channel.ts): the reader reads and sends chunks, the helper consumes them. Aborting
 * terminates both at once. A reader that fails tells its helper to stop, and the helper then
 * resolves with undefined, so the reader's own answer or error decides the outcome, whichever
 * message reaches the page first. A helper that fails on its own stops the reader, and its error
 * is the one reported.
 */
export async function runWorkerPair<R, H>(options: WorkerPairOptions<R>): Promise<[R, H | undefined]> {
  const { signal, onProgress, instances = [0, 1] } = options;
  const both = new AbortController();
  const stop = () => both.abort();
  signal.addEventListener('abort', stop, { once: true });
  if (signal.aborted) both.abort();
  const { port1, port2 } = new MessageChannel();
  let helperError: unknown;
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
    helperRun.catch((error: unknown) => {
      helperError ??= error;
      both.abort();
    });
    readerRun.catch(() => both.abort());
    const readerResult = await readerRun;
    if (options.readerFailed?.(readerResult)) {
      helperRun.catch(() => undefined);
      return [readerResult, undefined];
    }
    return [readerResult, await helperRun];
  } catch (error) {
    both.abort();
    throw error instanceof TaskAbortedError && !signal.aborted && helperError !== undefined ? helperError : error;
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
