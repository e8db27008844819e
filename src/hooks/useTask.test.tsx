// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isBusy } from '@/lib/busy';
import { TaskAbortedError } from '@/lib/errors';
import type { TaskContext } from './useTask';
import { useFollow, useLastAnswer, useTask } from './useTask';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A controllable async job: each call waits until the test settles it. */
function deferredWork() {
  const calls: { args: string[]; context: TaskContext; resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const work = (context: TaskContext, ...args: string[]) =>
    new Promise<string>((resolve, reject) => calls.push({ args, context, resolve, reject }));
  return { work, calls };
}

describe('useTask', () => {
  it('runs, reports progress, then holds the result with the arguments it came from', async () => {
    const { work, calls } = deferredWork();
    const { result } = renderHook(() => useTask(work));
    act(() => void result.current.run('a'));
    expect(result.current.state).toMatchObject({ status: 'running', args: ['a'] });
    expect(isBusy()).toBe(true);
    act(() => calls[0]!.context.report({ done: 1, total: 2 }));
    expect(result.current.state).toMatchObject({ progress: { done: 1, total: 2 } });
    await act(async () => calls[0]!.resolve('A'));
    expect(result.current.state).toEqual({ status: 'done', args: ['a'], result: 'A' });
    expect(result.current.resultFor('a')).toBe('A');
    expect(result.current.resultFor('b')).toBeUndefined();
    expect(isBusy()).toBe(false);
  });

  it('latest wins: a superseded run is aborted unexplicitly and its late answer is ignored', async () => {
    const { work, calls } = deferredWork();
    const { result } = renderHook(() => useTask(work));
    act(() => void result.current.run('old'));
    act(() => void result.current.run('new'));
    const reason = calls[0]!.context.signal.reason as TaskAbortedError;
    expect(reason).toBeInstanceOf(TaskAbortedError);
    expect(reason.explicit).toBe(false);
    await act(async () => calls[1]!.resolve('NEW'));
    await act(async () => calls[0]!.resolve('OLD'));
    expect(result.current.state).toMatchObject({ status: 'done', args: ['new'], result: 'NEW' });
  });

  it('a stale failure or progress never overwrites the newer run', async () => {
    const { work, calls } = deferredWork();
    const { result } = renderHook(() => useTask(work));
    act(() => void result.current.run('old'));
    act(() => void result.current.run('new'));
    act(() => calls[0]!.context.report({ done: 9, total: 9 }));
    await act(async () => calls[0]!.reject(new Error('late')));
    expect(result.current.state).toMatchObject({ status: 'running', args: ['new'] });
    expect(result.current.state).not.toHaveProperty('progress');
  });

  it('cancel aborts explicitly and ends cancelled; unmounting cancels', async () => {
    const { work, calls } = deferredWork();
    const { result, unmount } = renderHook(() => useTask(work));
    act(() => void result.current.run('a'));
    act(() => result.current.cancel());
    expect((calls[0]!.context.signal.reason as TaskAbortedError).explicit).toBe(true);
    await act(async () => calls[0]!.reject(calls[0]!.context.signal.reason));
    expect(result.current.state).toEqual({ status: 'cancelled', args: ['a'] });
    act(() => void result.current.run('b'));
    unmount();
    expect(calls[1]!.context.signal.aborted).toBe(true);
  });

  it('keeps the error with its arguments', async () => {
    const { work, calls } = deferredWork();
    const { result } = renderHook(() => useTask(work));
    act(() => void result.current.run('x'));
    const error = new Error('boom');
    await act(async () => calls[0]!.reject(error));
    expect(result.current.stateFor('x')).toEqual({ status: 'error', args: ['x'], error });
    expect(result.current.stateFor('y')).toEqual({ status: 'idle' });
  });
});

describe('useFollow', () => {
  it('runs on each change of argument values, never for a re-render with equal values', async () => {
    const { work, calls } = deferredWork();
    const { result, rerender } = renderHook(({ text }) => useFollow(useTask(work), [text]), { initialProps: { text: 'a' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    rerender({ text: 'a' });
    rerender({ text: 'a' });
    expect(calls).toHaveLength(1);
    rerender({ text: 'b' });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(result.current.pending).toBe(true);
  });

  it('shows only the answer for the current arguments: pending while the new one runs, never the old', async () => {
    const { work, calls } = deferredWork();
    const { result, rerender } = renderHook(({ text }) => useFollow(useTask(work), [text]), { initialProps: { text: 'a' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve('A'));
    expect(result.current.value).toBe('A');
    rerender({ text: 'b' });
    expect(result.current.value).toBeUndefined();
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.resolve('B'));
    expect(result.current.value).toBe('B');
  });

  it('null arguments compute nothing and reset', async () => {
    const { work, calls } = deferredWork();
    const { result, rerender } = renderHook(({ args }: { args: [string] | null }) => useFollow(useTask(work), args), {
      initialProps: { args: ['a'] as [string] | null },
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    rerender({ args: null });
    expect(result.current).toMatchObject({ pending: false, state: { status: 'idle' } });
    expect(result.current.value).toBeUndefined();
    expect(calls[0]!.context.signal.aborted).toBe(true);
  });

  it('runAhead starts the run before the render: the render that brings its arguments does not run them again', async () => {
    const { work, calls } = deferredWork();
    const { result, rerender } = renderHook(({ text }) => useFollow(useTask(work), [text]), { initialProps: { text: 'a' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => result.current.runAhead('b'));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.args).toEqual(['b']);
    rerender({ text: 'b' });
    await act(async () => calls[1]!.resolve('B'));
    expect(calls).toHaveLength(2);
    expect(result.current.value).toBe('B');
  });

  it('arguments back to those of the run still going (or answered) do not start it again; after a cancel they do', async () => {
    const { work, calls } = deferredWork();
    const { result, rerender } = renderHook(({ text }) => useFollow(useTask(work), [text], 40), { initialProps: { text: 'a' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    rerender({ text: 'ab' });
    rerender({ text: 'a' });
    await sleep(80);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve('A'));
    expect(result.current.value).toBe('A');
    rerender({ text: 'ab' });
    await waitFor(() => expect(calls).toHaveLength(2));
    act(() => result.current.cancel());
    // The work ends as a worker call does when its signal aborts.
    await act(async () => calls[1]!.reject(calls[1]!.context.signal.reason));
    expect(result.current.state.status).toBe('cancelled');
    rerender({ text: 'a' });
    rerender({ text: 'ab' });
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.args).toEqual(['ab']);
  });

  it('debounces: only the settled arguments run', async () => {
    const { work, calls } = deferredWork();
    const { rerender } = renderHook(({ text }) => useFollow(useTask(work), [text], 40), { initialProps: { text: 'a' } });
    rerender({ text: 'ab' });
    rerender({ text: 'abc' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.args).toEqual(['abc']);
  });
});

describe('useLastAnswer', () => {
  it('keeps the last answer (or error) on show while a newer one is awaited', () => {
    type Props = { value?: string; error?: unknown; pending: boolean };
    const { result, rerender } = renderHook((live: Props) => useLastAnswer(live), {
      initialProps: { pending: true } as Props,
    });
    expect(result.current).toEqual({});
    rerender({ value: 'a', pending: false });
    expect(result.current).toEqual({ value: 'a', error: undefined });
    rerender({ pending: true });
    expect(result.current.value).toBe('a');
    const failure = new Error('bad');
    rerender({ error: failure, pending: false });
    expect(result.current).toEqual({ value: undefined, error: failure });
    rerender({ pending: true });
    expect(result.current.error).toBe(failure);
    rerender({ value: 'b', pending: false });
    expect(result.current.value).toBe('b');
  });
});
