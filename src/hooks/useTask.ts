import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { holdBusy } from '@/lib/busy';
import { isAborted, TaskAbortedError } from '@/lib/errors';
import type { Progress, ReportProgress } from '@/lib/progress';

/** The one task state machine: idle → running → done | error | cancelled, for the arguments `args`. */
export type TaskState<A extends readonly unknown[], R> =
  | { status: 'idle' }
  | { status: 'running'; args: A; startedAt: number; progress?: Progress; progressAt?: number }
  | { status: 'done'; args: A; result: R }
  | { status: 'error'; args: A; error: unknown }
  | { status: 'cancelled'; args: A };

export interface TaskContext {
  signal: AbortSignal;
  report: ReportProgress;
}

export type TaskWork<A extends readonly unknown[], R> = (context: TaskContext, ...args: A) => Promise<R>;

/** Same arguments: each compared with Object.is (files, byte arrays and strings alike). */
export const sameArgs = (a: readonly unknown[] | undefined, b: readonly unknown[]): boolean =>
  a !== undefined && a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * Runs async `work` with "latest wins": a new run supersedes the one before (its answers are
 * ignored; its signal aborts with an unexplicit TaskAbortedError), `cancel` aborts the current run
 * explicitly, unmounting cancels. While a run is on, the app counts as busy (no update reload).
 * The state always names the arguments it belongs to, so an output is never shown under another input.
 */
export function useTask<A extends readonly unknown[], R>(work: TaskWork<A, R>) {
  const [state, setState] = useState<TaskState<A, R>>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  // The arguments of the latest run, until it is cancelled or the task reset (see startedWith).
  const started = useRef<A | null>(null);
  const workRef = useRef(work);
  useEffect(() => {
    workRef.current = work;
  });

  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    current.current?.abort(new TaskAbortedError(false));
    const mine = new AbortController();
    current.current = mine;
    started.current = args;
    const release = holdBusy('task');
    const startedAt = performance.now();
    setState({ status: 'running', args, startedAt });
    const report = (progress: Progress) => {
      if (current.current === mine)
        setState((s) => (s.status === 'running' ? { ...s, progress, progressAt: performance.now() } : s));
    };
    try {
      const result = await workRef.current({ signal: mine.signal, report }, ...args);
      if (current.current === mine && !mine.signal.aborted) {
        // A transition: showing a big result renders in slices, between which the page answers.
        startTransition(() => setState({ status: 'done', args, result }));
        return result;
      }
      return undefined;
    } catch (error) {
      if (current.current === mine) {
        if (isAborted(error)) started.current = null;
        setState(isAborted(error) ? { status: 'cancelled', args } : { status: 'error', args, error });
      }
      return undefined;
    } finally {
      release();
      if (current.current === mine) current.current = null;
    }
  }, []);

  /** Stops the current run (a person asked: its worker may be restarted). */
  const cancel = useCallback(() => current.current?.abort(new TaskAbortedError(true)), []);
  /** Stops the current run and forgets every result. */
  const reset = useCallback(() => {
    current.current?.abort(new TaskAbortedError(true));
    current.current = null;
    started.current = null;
    setState((s) => (s.status === 'idle' ? s : { status: 'idle' }));
  }, []);
  useEffect(() => () => current.current?.abort(new TaskAbortedError(true)), []);

  /**
   * The latest run was started with exactly these arguments, and is running or has answered (it
   * was not cancelled since, nor the task reset): running them again would only repeat it.
   */
  const startedWith = useCallback((...args: A) => sameArgs(started.current ?? undefined, args), []);
  /** The result, only if it was computed from exactly these arguments. */
  const resultFor = (...args: A): R | undefined =>
    state.status === 'done' && sameArgs(state.args, args) ? state.result : undefined;
  /** The state, only if it belongs to exactly these arguments (else idle). */
  const stateFor = (...args: A): TaskState<A, R> =>
    state.status !== 'idle' && sameArgs(state.args, args) ? state : { status: 'idle' };
  return { state, run, cancel, reset, startedWith, resultFor, stateFor };
}

export type Task<A extends readonly unknown[], R> = ReturnType<typeof useTask<A, R>>;

/** A task that follows its arguments, seen from the current arguments only. */
export interface Live<A extends readonly unknown[], R> {
  /** The answer for the current arguments, or undefined while it is computed (never an older one). */
  value?: R;
  /** The failure for the current arguments. */
  error?: unknown;
  /** An answer for the current arguments is awaited (debounce or run). */
  pending: boolean;
  /** The state for the current arguments (progress, startedAt…). */
  state: TaskState<A, R>;
  cancel: () => void;
  /**
   * Starts the run for arguments the page is about to render, from the event that brings them (no
   * debounce): the work starts before the render, and following them then finds it started.
   */
  runAhead: (...args: A) => void;
}

/**
 * A live answer that does not blink: the answer, or while a newer one is awaited, the last answer
 * given (nothing before the first). For lists and alerts that follow each keystroke.
 */
export function useLastAnswer<R>(live: Pick<Live<readonly unknown[], R>, 'value' | 'error' | 'pending'>): {
  value?: R;
  error?: unknown;
} {
  const [last, setLast] = useState<{ value?: R; error?: unknown }>({});
  if (!live.pending && (live.value !== last.value || live.error !== last.error))
    setLast({ value: live.value, error: live.error });
  return live.pending ? last : { value: live.value, error: live.error };
}

/**
 * Runs `task` whenever its arguments change (each compared with Object.is), after `debounceMs`
 * without change; `null` arguments mean nothing to compute (the task is reset).
 */
export function useFollow<A extends readonly unknown[], R>(task: Task<A, R>, args: A | null, debounceMs = 0): Live<A, R> {
  const { run, reset, startedWith } = task;
  const [key, latest] = useArgsKey(args);
  useEffect(() => {
    const current = latest.current;
    if (current === null) {
      reset();
      return;
    }
    // Started ahead of this render (runAhead), or still the arguments of the latest run.
    if (startedWith(...current)) return;
    if (debounceMs <= 0) {
      void run(...current);
      return;
    }
    const timer = setTimeout(() => void run(...current), debounceMs);
    return () => clearTimeout(timer);
  }, [key, latest, debounceMs, run, reset, startedWith]);
  const runAhead = useCallback(
    (...next: A) => {
      if (!startedWith(...next)) void run(...next);
    },
    [run, startedWith],
  );

  if (args === null) return { pending: false, state: { status: 'idle' }, cancel: task.cancel, runAhead };
  const state = task.stateFor(...args);
  return {
    value: state.status === 'done' ? state.result : undefined,
    error: state.status === 'error' ? state.error : undefined,
    pending: state.status === 'running' || state.status === 'idle',
    state,
    cancel: task.cancel,
    runAhead,
  };
}

/** A counter that moves exactly when the arguments' values change, and a ref to the latest ones. */
function useArgsKey<A extends readonly unknown[]>(args: A | null) {
  const [seen, setSeen] = useState<{ args: A | null; key: number }>({ args, key: 0 });
  const latest = useRef(args);
  useLayoutEffect(() => {
    latest.current = args;
  });
  const same = seen.args === null || args === null ? seen.args === args : sameArgs(seen.args, args);
  // Adjusting state while rendering (React's documented pattern) keeps the key in step with the arguments.
  if (!same) setSeen({ args, key: seen.key + 1 });
  return [same ? seen.key : seen.key + 1, latest] as const;
}
