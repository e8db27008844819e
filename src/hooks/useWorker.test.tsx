// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportProgress } from '@/lib/progress';
import { createBridge, type WorkerLike } from '@workers/bridge';
import { exposeHost } from '@workers/expose-host';
import type { AppBridge } from '@workers/index';
import { isWorkerTimeout, useLiveWorker, useWorker } from './useWorker';

const LIMIT_MS = 60;
const never = () => new Promise<never>(() => undefined);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Doubles of two hosts: 'hang' runs for ever (as a backtracking regex would); 'load slowly' takes long before it starts. */
const regexHost = {
  async testRegex(source: string, _flags: string, _text: string, started: ReportProgress) {
    if (source === 'load slowly') await sleep(LIMIT_MS * 2);
    void started({ done: 0, total: 1 });
    if (source === 'hang') return never();
    return { matches: [], truncated: false, sample: source };
  },
};
const statsHost = {
  textStatistics: (text: string) => (text === 'hang' ? never() : { characters: text.length, words: 1, lines: 1, bytes: 1 }),
};

function fakeBridge() {
  const spawned: { terminate: ReturnType<typeof vi.fn> }[] = [];
  const factory = (api: object) => (): WorkerLike => {
    const { port1, port2 } = new MessageChannel();
    exposeHost(api, port2 as unknown as Comlink.Endpoint);
    const terminate = vi.fn(() => {
      port1.close();
      port2.close();
    });
    spawned.push({ terminate });
    return Object.assign(port1 as unknown as Comlink.Endpoint, { terminate });
  };
  const bridge = createBridge<{ regex: typeof regexHost; 'text-stats': typeof statsHost }>({
    regex: factory(regexHost),
    'text-stats': factory(statsHost),
  });
  return { bridge: bridge as unknown as AppBridge, spawned };
}

describe('useWorker timeoutMs', () => {
  let fake: ReturnType<typeof fakeBridge> | undefined;
  afterEach(() => fake?.bridge.terminateAll());

  it('fails a run past the limit with WorkerTimeoutError, terminating its worker; the next run gets a fresh one', async () => {
    fake = fakeBridge();
    const { bridge, spawned } = fake;
    const { result } = renderHook(() => useWorker('regex', 'testRegex', { progress: true, timeoutMs: LIMIT_MS, bridge }));
    await act(async () => void (await result.current.run('hang', 'g', 'x')));
    const { state } = result.current;
    expect(state.status).toBe('error');
    const error = state.status === 'error' ? state.error : undefined;
    expect(isWorkerTimeout(error)).toBe(true);
    expect(error).toMatchObject({ name: 'WorkerTimeoutError', timeoutMs: LIMIT_MS });
    expect(spawned[0]!.terminate).toHaveBeenCalledTimes(1);
    expect(bridge.liveWorkers()).toBe(0);

    await act(async () => void (await result.current.run('ok', 'g', 'x')));
    expect(result.current.state).toMatchObject({ status: 'done', result: { sample: 'ok' } });
    expect(spawned).toHaveLength(2);
  });

  it('times a reporting method from its first report: loading its code is not counted', async () => {
    fake = fakeBridge();
    const { bridge, spawned } = fake;
    const { result } = renderHook(() => useWorker('regex', 'testRegex', { progress: true, timeoutMs: LIMIT_MS, bridge }));
    await act(async () => void (await result.current.run('load slowly', 'g', 'x')));
    expect(result.current.state).toMatchObject({ status: 'done', result: { sample: 'load slowly' } });
    // The clock of a finished run is stopped: its worker lives on.
    await act(() => sleep(LIMIT_MS * 2));
    expect(spawned[0]!.terminate).not.toHaveBeenCalled();
  });

  it('times a method that does not report from the call', async () => {
    fake = fakeBridge();
    const { bridge, spawned } = fake;
    const { result } = renderHook(() => useWorker('text-stats', 'textStatistics', { timeoutMs: LIMIT_MS, bridge }));
    await act(async () => void (await result.current.run('hang')));
    expect(result.current.state.status === 'error' && isWorkerTimeout(result.current.state.error)).toBe(true);
    expect(spawned[0]!.terminate).toHaveBeenCalledTimes(1);
  });

  it('a Cancel before the limit ends cancelled, not timed out', async () => {
    fake = fakeBridge();
    const { bridge } = fake;
    const { result } = renderHook(() => useWorker('regex', 'testRegex', { progress: true, timeoutMs: LIMIT_MS, bridge }));
    let running: Promise<unknown> | undefined;
    act(() => void (running = result.current.run('hang', 'g', 'x')));
    act(() => result.current.cancel());
    await act(async () => void (await running));
    expect(result.current.state).toEqual({ status: 'cancelled', args: ['hang', 'g', 'x'] });
  });

  it('useLiveWorker: a run started ahead takes its own options (restarted when superseded, unlike the hook)', async () => {
    fake = fakeBridge();
    const { bridge, spawned } = fake;
    const { result, rerender } = renderHook(
      ({ text }: { text: string }) => useLiveWorker('text-stats', 'textStatistics', [text], { bridge }),
      { initialProps: { text: 'a' } },
    );
    await waitFor(() => expect(result.current.value).toMatchObject({ characters: 1 }));
    act(() => result.current.runAheadWith({ restartWhenSuperseded: true }, 'hang'));
    rerender({ text: 'hang' });
    expect(result.current.pending).toBe(true);
    rerender({ text: 'abc' });
    await waitFor(() => expect(result.current.value).toMatchObject({ characters: 3 }));
    expect(spawned[0]!.terminate).toHaveBeenCalledTimes(1);
    expect(spawned).toHaveLength(2);
  });

  it('useLiveWorker: a newer input supersedes a timed-out one and answers on a fresh worker', async () => {
    fake = fakeBridge();
    const { bridge, spawned } = fake;
    const { result, rerender } = renderHook(
      ({ source }: { source: string }) =>
        useLiveWorker('regex', 'testRegex', [source, 'g', 'x'], {
          progress: true,
          timeoutMs: LIMIT_MS,
          restartWhenSuperseded: true,
          bridge,
        }),
      { initialProps: { source: 'hang' } },
    );
    await waitFor(() => expect(isWorkerTimeout(result.current.error)).toBe(true));
    expect(result.current.value).toBeUndefined();
    rerender({ source: 'a+' });
    await waitFor(() => expect(result.current.value).toMatchObject({ sample: 'a+' }));
    expect(result.current.error).toBeUndefined();
    expect(spawned).toHaveLength(2);
  });
});
