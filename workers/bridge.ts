import * as Comlink from 'comlink';
import { TaskAbortedError, WorkerFailedError } from '@/lib/errors';
import type { Progress, ReportProgress } from '@/lib/progress';
import type { ArgsOf, MethodsOf, ReportsProgress, ResultOf } from './host-types';

/** The minimal Worker surface the bridge needs (a real Worker, or a test double). */
export interface WorkerLike extends Comlink.Endpoint {
  terminate(): void;
}

export interface CallOptions {
  signal?: AbortSignal;
  onProgress?: ReportProgress;
  /** Instance index, to spread work over several workers of one host (e.g. both cores). */
  instance?: number;
  /**
   * Terminate the worker when this call is superseded, not only when it is cancelled: for
   * synchronous work (bcrypt, RSA, a file stream) that would otherwise delay the run that replaced it.
   */
  restartWhenSuperseded?: boolean;
}

/** `onProgress` is required exactly for the methods whose last parameter reports progress. */
export type CallOptionsFor<F> =
  ReportsProgress<F> extends true ? CallOptions & { onProgress: ReportProgress } : CallOptions & { onProgress?: never };

export interface BridgeOptions {
  /** Terminate a worker after this long without a running task. */
  idleMs?: number;
}

interface Call {
  /** The call was not given transferables: it can be sent again to a fresh worker. */
  resendable: boolean;
  /** Settles the call's current attempt because its worker went away. */
  lost(reason: 'restarted' | 'failed'): void;
}

interface Slot {
  worker: WorkerLike;
  remote: Comlink.Remote<Record<string, (...args: unknown[]) => unknown>>;
  calls: Set<Call>;
  idleTimer?: ReturnType<typeof setTimeout>;
}

/** Objects handed to `transfer`: a call holding one cannot be replayed on a fresh worker. */
const transferred = new WeakSet<object>();

/** Marks a value as transferable (zero-copy) when passed to a worker. */
export function transfer<T extends object>(value: T, transferables: Transferable[]): T {
  transferred.add(value);
  return Comlink.transfer(value, transferables);
}

/** A call's own abort, or undefined while it runs. */
const abortOf = (signal?: AbortSignal): TaskAbortedError | undefined =>
  signal?.aborted ? (signal.reason instanceof TaskAbortedError ? signal.reason : new TaskAbortedError(true)) : undefined;

/**
 * Typed calls to named worker hosts: lazy spawn, Comlink messages, progress callbacks, idle shutdown.
 * Every call settles: a worker that fails to load, crashes or sends an unreadable message rejects
 * its calls with WorkerFailedError, and the next call spawns a fresh one. An abort settles only its
 * own call; the worker is terminated only for an explicit cancel (or a superseded call that asked
 * for it), and the other calls it was running are sent again to a fresh worker.
 */
export function createBridge<Apis extends object>(
  factories: { [H in keyof Apis & string]: () => WorkerLike },
  options: BridgeOptions = {},
) {
  type Host = keyof Apis & string;
  const idleMs = options.idleMs ?? 60_000;
  const slots = new Map<string, Slot>();

  const kill = (key: string, reason: 'restarted' | 'failed') => {
    const slot = slots.get(key);
    if (!slot) return;
    slots.delete(key);
    clearTimeout(slot.idleTimer);
    slot.remote[Comlink.releaseProxy]();
    slot.worker.terminate();
    for (const call of slot.calls) call.lost(reason);
  };

  const slotFor = (host: Host, key: string): Slot => {
    let slot = slots.get(key);
    if (slot) return slot;
    const worker = factories[host]();
    const failed = () => kill(key, 'failed');
    // A module that fails to load and an uncaught crash both arrive as `error`.
    worker.addEventListener('error', failed);
    worker.addEventListener('messageerror', failed);
    slot = { worker, remote: Comlink.wrap(worker), calls: new Set() };
    slots.set(key, slot);
    return slot;
  };

  const release = (key: string, slot: Slot, call: Call) => {
    slot.calls.delete(call);
    if (slots.get(key) === slot && slot.calls.size === 0) {
      clearTimeout(slot.idleTimer);
      slot.idleTimer = setTimeout(() => kill(key, 'restarted'), idleMs);
    }
  };

  /** One attempt on the current worker of `key`; 'lost' when that worker was restarted for another caller. */
  const attempt = <R>(host: Host, method: string, args: unknown[], opts: CallOptions, key: string) =>
    new Promise<{ value: R } | 'lost'>((resolve, reject) => {
      const slot = slotFor(host, key);
      clearTimeout(slot.idleTimer);
      const call: Call = {
        resendable: !args.some((arg) => typeof arg === 'object' && arg !== null && transferred.has(arg)),
        lost: (reason) => {
          cleanup();
          if (reason === 'restarted' && call.resendable) resolve('lost');
          else
            reject(new WorkerFailedError(reason === 'failed' ? `The ${host} worker failed` : `The ${host} worker was restarted`));
        },
      };
      const onAbort = () => {
        const aborted = abortOf(opts.signal)!;
        cleanup();
        reject(aborted);
        if (aborted.explicit || opts.restartWhenSuperseded) kill(key, 'restarted');
      };
      const cleanup = () => {
        opts.signal?.removeEventListener('abort', onAbort);
        release(key, slot, call);
      };
      slot.calls.add(call);
      opts.signal?.addEventListener('abort', onAbort, { once: true });
      const fn = slot.remote[method];
      const callArgs = opts.onProgress ? [...args, Comlink.proxy(opts.onProgress)] : args;
      Promise.resolve(fn ? fn(...callArgs) : Promise.reject(new Error(`Unknown worker method ${host}.${method}`))).then(
        (value) => {
          if (!slot.calls.has(call)) return;
          cleanup();
          resolve({ value: value as R });
        },
        (error: unknown) => {
          if (!slot.calls.has(call)) return;
          cleanup();
          reject(error);
        },
      );
    });

  async function call<H extends Host, M extends MethodsOf<Apis[H]>>(
    host: H,
    method: M,
    args: ArgsOf<Apis[H][M]>,
    ...[opts]: ReportsProgress<Apis[H][M]> extends true ? [CallOptionsFor<Apis[H][M]>] : [CallOptionsFor<Apis[H][M]>?]
  ): Promise<ResultOf<Apis[H][M]>> {
    const options: CallOptions = opts ?? {};
    const key = `${host}#${options.instance ?? 0}`;
    // A call sent again after a restart for another caller; bounded, so a worker that keeps dying still fails.
    for (let tries = 0; tries < 3; tries++) {
      const aborted = abortOf(options.signal);
      if (aborted) throw aborted;
      const outcome = await attempt<ResultOf<Apis[H][M]>>(host, method, args as unknown[], options, key);
      if (outcome !== 'lost') return outcome.value;
    }
    throw new WorkerFailedError(`The ${host} worker kept restarting`);
  }

  const bridge = {
    call,
    /** Number of live workers (for tests and diagnostics). */
    liveWorkers: () => slots.size,
    terminateAll: () => {
      for (const key of slots.keys()) kill(key, 'restarted');
    },
  };
  // The host APIs ride along as a type only, so helpers taking a bridge can infer them.
  return bridge as typeof bridge & { readonly apis?: Apis };
}

export type Bridge<Apis extends object> = ReturnType<typeof createBridge<Apis>>;
export type { Progress };
