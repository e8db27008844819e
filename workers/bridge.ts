import * as Comlink from 'comlink';

/** The minimal Worker surface the bridge needs (a real Worker, or a test double). */
export interface WorkerLike extends Comlink.Endpoint {
  terminate(): void;
}

export type ProgressCallback = (progress: TaskProgress) => void;
export interface TaskProgress {
  done: number;
  total: number;
}

export interface RunOptions {
  signal?: AbortSignal;
  onProgress?: ProgressCallback;
  /** Instance index, to spread work over several workers of one host (e.g. both cores). */
  instance?: number;
}

export interface BridgeOptions {
  /** Terminate a worker after this long without a running task. */
  idleMs?: number;
}

export class TaskAbortedError extends Error {
  override name = 'AbortError';
  constructor() {
    super('The task was cancelled');
  }
}

interface Slot {
  worker: WorkerLike;
  remote: Comlink.Remote<Record<string, (...args: unknown[]) => unknown>>;
  running: number;
  /** Rejecters of the calls in flight, so killing the worker never leaves a caller hanging. */
  pending: Set<() => void>;
  idleTimer?: ReturnType<typeof setTimeout>;
}

/**
 * Creates a bridge over named worker factories: lazy spawn, Comlink calls, abort by
 * terminate + respawn (the only way to stop synchronous WASM), progress via Comlink.proxy,
 * and idle shutdown.
 */
export function createBridge<H extends string>(factories: Record<H, () => WorkerLike>, options: BridgeOptions = {}) {
  const idleMs = options.idleMs ?? 60_000;
  const slots = new Map<string, Slot>();

  const slotFor = (host: H, instance: number): Slot => {
    const key = `${host}#${instance}`;
    let slot = slots.get(key);
    if (!slot) {
      const worker = factories[host]();
      slot = { worker, remote: Comlink.wrap(worker), running: 0, pending: new Set() };
      slots.set(key, slot);
    }
    return slot;
  };

  const kill = (host: H, instance: number) => {
    const key = `${host}#${instance}`;
    const slot = slots.get(key);
    if (!slot) return;
    clearTimeout(slot.idleTimer);
    slot.remote[Comlink.releaseProxy]();
    slot.worker.terminate();
    slots.delete(key);
    for (const reject of slot.pending) reject();
  };

  async function run<R>(host: H, method: string, args: unknown[], opts: RunOptions = {}): Promise<R> {
    const { signal, onProgress, instance = 0 } = opts;
    if (signal?.aborted) throw new TaskAbortedError();
    const slot = slotFor(host, instance);
    clearTimeout(slot.idleTimer);
    slot.running++;
    const callArgs = onProgress ? [...args, Comlink.proxy(onProgress)] : args;
    let onAbort: (() => void) | undefined;
    let rejectThis: (() => void) | undefined;
    const aborted = new Promise<never>((_, reject) => {
      rejectThis = () => reject(new TaskAbortedError());
      onAbort = () => kill(host, instance);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    if (rejectThis) slot.pending.add(rejectThis);
    try {
      const fn = slot.remote[method];
      if (!fn) throw new Error(`Unknown worker method ${host}.${method}`);
      return (await Promise.race([fn(...callArgs), aborted])) as R;
    } finally {
      if (onAbort) signal?.removeEventListener('abort', onAbort);
      if (rejectThis) slot.pending.delete(rejectThis);
      slot.running--;
      if (slots.get(`${host}#${instance}`) === slot && slot.running === 0) {
        slot.idleTimer = setTimeout(() => kill(host, instance), idleMs);
      }
    }
  }

  return {
    run,
    /** Number of live workers (for tests and diagnostics). */
    liveWorkers: () => slots.size,
    terminateAll: () => {
      for (const key of slots.keys()) {
        const [host, instance] = key.split('#') as [H, string];
        kill(host, Number(instance));
      }
    },
  };
}

export type Bridge<H extends string = string> = ReturnType<typeof createBridge<H>>;

/** Marks a value as transferable (zero-copy) when passed to or returned from a worker. */
export const transfer = Comlink.transfer;
