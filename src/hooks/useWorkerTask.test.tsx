// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createBridge, type Bridge, type TaskProgress } from '@workers/bridge';
import { useWorkerTask } from './useWorkerTask';

/** A bridge double whose run() is controlled by each test. */
function stubBridge(run: Bridge['run']): Bridge {
  const bridge = createBridge({});
  return { ...bridge, run };
}

describe('useWorkerTask', () => {
  it('runs, exposes progress, then the result', async () => {
    let report: ((p: TaskProgress) => void) | undefined;
    let finish: ((v: unknown) => void) | undefined;
    const run = vi.fn((_h: string, _m: string, _a: unknown[], opts: { onProgress?: (p: TaskProgress) => void } = {}) => {
      report = opts.onProgress;
      return new Promise((resolve) => (finish = resolve));
    }) as unknown as Bridge['run'];
    const { result } = renderHook(() => useWorkerTask<string>('kdf', 'work', { bridge: stubBridge(run), withProgress: true }));
    act(() => void result.current.run('input'));
    expect(result.current.status).toBe('running');
    act(() => report?.({ done: 5, total: 10 }));
    expect(result.current.progress).toEqual({ done: 5, total: 10 });
    expect(result.current.progressAt).toBeGreaterThanOrEqual(result.current.startedAt!);
    await act(async () => finish?.('output'));
    expect(result.current.status).toBe('done');
    expect(result.current.result).toBe('output');
  });

  it('latest wins: a new run aborts the previous one, whose late result is ignored', async () => {
    const signals: AbortSignal[] = [];
    const resolvers: ((v: string) => void)[] = [];
    const run = ((_h: string, _m: string, _a: unknown[], opts: { signal?: AbortSignal } = {}) => {
      if (opts.signal) signals.push(opts.signal);
      return new Promise<string>((resolve) => resolvers.push(resolve));
    }) as unknown as Bridge['run'];
    const { result } = renderHook(() => useWorkerTask<string>('kdf', 'work', { bridge: stubBridge(run) }));
    act(() => void result.current.run('a'));
    act(() => void result.current.run('b'));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    await act(async () => resolvers[1]?.('second'));
    await act(async () => resolvers[0]?.('first'));
    expect(result.current.result).toBe('second');
  });

  it('cancel aborts the running task and reports cancelled', async () => {
    const run = ((_h: string, _m: string, _a: unknown[], opts: { signal?: AbortSignal } = {}) =>
      new Promise((_, reject) =>
        opts.signal?.addEventListener('abort', () => reject(Object.assign(new Error('x'), { name: 'AbortError' }))),
      )) as unknown as Bridge['run'];
    const { TaskAbortedError } = await import('@workers/bridge');
    const abortingRun = ((h: string, m: string, a: unknown[], opts: { signal?: AbortSignal } = {}) =>
      (run(h, m, a, opts) as Promise<unknown>).catch(() => {
        throw new TaskAbortedError();
      })) as unknown as Bridge['run'];
    const { result } = renderHook(() => useWorkerTask<string>('kdf', 'work', { bridge: stubBridge(abortingRun) }));
    act(() => void result.current.run());
    await act(async () => result.current.cancel());
    await waitFor(() => expect(result.current.status).toBe('cancelled'));
  });

  it('reports a failure as an error state', async () => {
    const run = (() => Promise.reject(new Error('bad'))) as unknown as Bridge['run'];
    const { result } = renderHook(() => useWorkerTask<string>('kdf', 'work', { bridge: stubBridge(run) }));
    await act(async () => void (await result.current.run()));
    expect(result.current.status).toBe('error');
    expect((result.current.error as Error).message).toBe('bad');
  });

  it('aborts on unmount', () => {
    let signal: AbortSignal | undefined;
    const run = ((_h: string, _m: string, _a: unknown[], opts: { signal?: AbortSignal } = {}) => {
      signal = opts.signal;
      return new Promise(() => undefined);
    }) as unknown as Bridge['run'];
    const { result, unmount } = renderHook(() => useWorkerTask<string>('kdf', 'work', { bridge: stubBridge(run) }));
    act(() => void result.current.run());
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});

describe('useWorkerTask resultFor', () => {
  it('returns the result only for the arguments it was computed from', async () => {
    const run = ((_h: string, _m: string, args: unknown[]) =>
      Promise.resolve(`hash of ${String(args[0])}`)) as unknown as Bridge['run'];
    const { result } = renderHook(() => useWorkerTask<string, [string, number]>('kdf', 'work', { bridge: stubBridge(run) }));
    await act(async () => void (await result.current.run('a', 4)));
    expect(result.current.resultFor('a', 4)).toBe('hash of a');
    expect(result.current.resultFor('b', 4)).toBeUndefined();
    expect(result.current.resultFor('a', 5)).toBeUndefined();
  });
});
