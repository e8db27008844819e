import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InputError, isInputError } from '@/lib/errors';
import { createBridge, TaskAbortedError, type WorkerLike } from './bridge';
import { exposeHost } from './expose-host';

/** A worker double: the host API is exposed on one end of a MessageChannel, in this thread. */
function fakeWorkerFactory(api: Record<string, (...args: never[]) => unknown>) {
  const spawned: { terminate: ReturnType<typeof vi.fn> }[] = [];
  const factory = (): WorkerLike => {
    const { port1, port2 } = new MessageChannel();
    exposeHost(api, port2 as unknown as Comlink.Endpoint);
    const terminate = vi.fn(() => {
      port1.close();
      port2.close();
    });
    spawned.push({ terminate });
    return Object.assign(port1 as unknown as Comlink.Endpoint, { terminate });
  };
  return { factory, spawned };
}

const never = () => new Promise(() => undefined);

describe('worker bridge', () => {
  let bridge: ReturnType<typeof createBridge<'host'>> | undefined;
  afterEach(() => bridge?.terminateAll());

  it('spawns lazily and reuses the worker', async () => {
    const { factory, spawned } = fakeWorkerFactory({ add: (a: number, b: number) => a + b });
    bridge = createBridge({ host: factory });
    expect(spawned).toHaveLength(0);
    expect(await bridge.run<number>('host', 'add', [2, 3])).toBe(5);
    expect(await bridge.run<number>('host', 'add', [4, 5])).toBe(9);
    expect(spawned).toHaveLength(1);
  });

  it('reports progress through a callback', async () => {
    const { factory } = fakeWorkerFactory({
      count: async (n: number, onProgress: (p: { done: number; total: number }) => void) => {
        for (let i = 1; i <= n; i++) await onProgress({ done: i, total: n });
        return 'done';
      },
    });
    bridge = createBridge({ host: factory });
    const seen: number[] = [];
    const result = await bridge.run('host', 'count', [3], { onProgress: (p) => seen.push(p.done) });
    expect(result).toBe('done');
    expect(seen).toEqual([1, 2, 3]);
  });

  it('abort terminates the worker, rejects with TaskAbortedError, and the next run respawns', async () => {
    const { factory, spawned } = fakeWorkerFactory({ hang: never, echo: (x: string) => x });
    bridge = createBridge({ host: factory });
    const controller = new AbortController();
    const pending = bridge.run('host', 'hang', [], { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(TaskAbortedError);
    expect(spawned[0]?.terminate).toHaveBeenCalledTimes(1);
    expect(bridge.liveWorkers()).toBe(0);
    expect(await bridge.run('host', 'echo', ['again'])).toBe('again');
    expect(spawned).toHaveLength(2);
  });

  it('rejects a call made with an already aborted signal without spawning', async () => {
    const { factory, spawned } = fakeWorkerFactory({ echo: (x: string) => x });
    bridge = createBridge({ host: factory });
    const controller = new AbortController();
    controller.abort();
    await expect(bridge.run('host', 'echo', ['x'], { signal: controller.signal })).rejects.toBeInstanceOf(TaskAbortedError);
    expect(spawned).toHaveLength(0);
  });

  it('never leaves another call on the killed worker hanging', async () => {
    const { factory } = fakeWorkerFactory({ hang: never });
    bridge = createBridge({ host: factory });
    const controller = new AbortController();
    const first = bridge.run('host', 'hang', [], { signal: controller.signal });
    const second = bridge.run('host', 'hang', []);
    controller.abort();
    await expect(first).rejects.toBeInstanceOf(TaskAbortedError);
    await expect(second).rejects.toBeInstanceOf(TaskAbortedError);
  });

  it('keeps instances apart, so aborting one does not touch the other', async () => {
    const { factory, spawned } = fakeWorkerFactory({ hang: never, echo: (x: string) => x });
    bridge = createBridge({ host: factory });
    const controller = new AbortController();
    const hanging = bridge.run('host', 'hang', [], { signal: controller.signal, instance: 0 });
    const other = bridge.run('host', 'echo', ['ok'], { instance: 1 });
    controller.abort();
    await expect(hanging).rejects.toBeInstanceOf(TaskAbortedError);
    expect(await other).toBe('ok');
    expect(spawned).toHaveLength(2);
  });

  it('shuts an idle worker down after the idle delay', async () => {
    vi.useFakeTimers();
    try {
      const { factory, spawned } = fakeWorkerFactory({ echo: (x: string) => x });
      bridge = createBridge({ host: factory }, { idleMs: 1000 });
      const result = bridge.run('host', 'echo', ['x']);
      await vi.waitFor(async () => expect(await result).toBe('x'));
      expect(bridge.liveWorkers()).toBe(1);
      vi.advanceTimersByTime(999);
      expect(bridge.liveWorkers()).toBe(1);
      vi.advanceTimersByTime(1);
      expect(bridge.liveWorkers()).toBe(0);
      expect(spawned[0]?.terminate).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the i18n key and params of an InputError thrown in the worker', async () => {
    const { factory } = fakeWorkerFactory({
      parse: () => {
        throw new InputError('invalidHex', { position: 3 });
      },
      crash: () => {
        throw new TypeError('a bug');
      },
    });
    bridge = createBridge({ host: factory });
    const error: unknown = await bridge.run('host', 'parse', []).catch((e: unknown) => e);
    expect(isInputError(error)).toBe(true);
    expect(error).toMatchObject({ key: 'invalidHex', params: { position: 3 } });
    const bug: unknown = await bridge.run('host', 'crash', []).catch((e: unknown) => e);
    expect(isInputError(bug)).toBe(false);
    expect(bug).toMatchObject({ name: 'TypeError', message: 'a bug' });
  });

  it('reports an unknown method as an error', async () => {
    const { factory } = fakeWorkerFactory({});
    bridge = createBridge({ host: factory });
    await expect(bridge.run('host', 'missing', [])).rejects.toThrow();
  });
});
