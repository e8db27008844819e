import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InputError, isInputError, TaskAbortedError, WorkerFailedError } from '@/lib/errors';
import type { ReportProgress } from '@/lib/progress';
import { createBridge, type WorkerLike } from './bridge';
import { exposeHost } from './expose-host';

const never = () => new Promise<never>(() => undefined);

/** The host API of the double: every shape of method the bridge meets. */
const api = {
  add: (a: number, b: number) => a + b,
  echo: (x: string) => x,
  hang: never,
  count: async (n: number, report: ReportProgress) => {
    for (let i = 1; i <= n; i++) await report({ done: i, total: n });
    return 'done';
  },
  parse: (): string => {
    throw new InputError('invalidHex', { position: 3 });
  },
  crash: (): string => {
    throw new TypeError('a bug');
  },
};
type Api = { host: typeof api };

/** A worker double: the host API is exposed on one end of a MessageChannel, in this thread. */
function fakeWorkers() {
  const spawned: (WorkerLike & { terminate: ReturnType<typeof vi.fn>; fail: (type: string) => void })[] = [];
  const factory = (): WorkerLike => {
    const { port1, port2 } = new MessageChannel();
    exposeHost(api, port2 as unknown as Comlink.Endpoint);
    const terminate = vi.fn(() => {
      port1.close();
      port2.close();
    });
    const fail = (type: string) => port1.dispatchEvent(new Event(type));
    const worker = Object.assign(port1 as unknown as Comlink.Endpoint, { terminate, fail });
    spawned.push(worker);
    return worker;
  };
  return { factory, spawned };
}

const superseded = () => new TaskAbortedError(false);

describe('worker bridge', () => {
  let bridge: ReturnType<typeof createBridge<Api>> | undefined;
  afterEach(() => bridge?.terminateAll());

  it('spawns lazily and reuses the worker', async () => {
    const { factory, spawned } = fakeWorkers();
    bridge = createBridge<Api>({ host: factory });
    expect(spawned).toHaveLength(0);
    expect(await bridge.call('host', 'add', [2, 3])).toBe(5);
    expect(await bridge.call('host', 'add', [4, 5])).toBe(9);
    expect(spawned).toHaveLength(1);
  });

  it('reports progress through the callback of a reporting method', async () => {
    const { factory } = fakeWorkers();
    bridge = createBridge<Api>({ host: factory });
    const seen: number[] = [];
    expect(await bridge.call('host', 'count', [3], { onProgress: (p) => seen.push(p.done) })).toBe('done');
    expect(seen).toEqual([1, 2, 3]);
  });

  it('an explicit cancel terminates the worker, and the next call spawns a fresh one', async () => {
    const { factory, spawned } = fakeWorkers();
    bridge = createBridge<Api>({ host: factory });
    const controller = new AbortController();
    const pending = bridge.call('host', 'hang', [], { signal: controller.signal });
    controller.abort(new TaskAbortedError(true));
    await expect(pending).rejects.toBeInstanceOf(TaskAbortedError);
    expect(spawned[0]?.terminate).toHaveBeenCalledTimes(1);
    expect(bridge.liveWorkers()).toBe(0);
    expect(await bridge.call('host', 'echo', ['again'])).toBe('again');
    expect(spawned).toHaveLength(2);
  });

  it('a superseded call settles at once but keeps the worker (no respawn, no WASM recompile)', async () => {
    const { factory, spawned } = fakeWorkers();
    bridge = createBridge<Api>({ host: factory });
    const controller = new AbortController();
    const stale = bridge.call('host', 'hang', [], { signal: controller.signal });
    controller.abort(superseded());
    await expect(stale).rejects.toMatchObject({ explicit: false });
    expect(spawned[0]?.terminate).not.toHaveBeenCalled();
    expect(await bridge.call('host', 'echo', ['next'])).toBe('next');
    expect(spawned).toHaveLength(1);
  });

  it('a superseded call that asked for it restarts the worker', async () => {
    const { factory, spawned } = fakeWorkers();
    bridge = createBridge<Api>({ host: factory });
    const controller = new AbortController();
    const stale = bridge.call('host', 'hang', [], { signal: controller.signal, restartWhenSuperseded: true });
    controller.abort(superseded());
    await expect(stale).rejects.toBeInstanceOf(TaskAbortedError);
    expect(spawned[0]?.terminate).toHaveBeenCalledTimes(1);
  });

  it("no caller sees another caller's cancellation: its call is sent again to a fresh worker", async () => {
    const { factory, spawned } = fakeWorkers();
    bridge = createBridge<Api>({ host: factory });
    const controller = new AbortController();
    const cancelled = bridge.call('host', 'hang', [], { signal: controller.signal });
    const other = bridge.call('host', 'echo', ['still here']);
    controller.abort(new TaskAbortedError(true));
    await expect(cancelled).rejects.toBeInstanceOf(TaskAbortedError);
    expect(await other).toBe('still here');
    expect(spawned).toHaveLength(2);
  });

  it('rejects a call made with an already aborted signal without spawning', async () => {
    const { factory, spawned } = fakeWorkers();
    bridge = createBridge<Api>({ host: factory });
    const controller = new AbortController();
    controller.abort();
    await expect(bridge.call('host', 'echo', ['x'], { signal: controller.signal })).rejects.toBeInstanceOf(TaskAbortedError);
    expect(spawned).toHaveLength(0);
  });

  it.each(['error', 'messageerror'])(
    'a worker %s (failed load, crash) rejects every call in flight; the next call gets a fresh worker',
    async (type) => {
      const { factory, spawned } = fakeWorkers();
      bridge = createBridge<Api>({ host: factory });
      const first = bridge.call('host', 'hang', []);
      const second = bridge.call('host', 'hang', []);
      spawned[0]!.fail(type);
      await expect(first).rejects.toBeInstanceOf(WorkerFailedError);
      await expect(second).rejects.toBeInstanceOf(WorkerFailedError);
      expect(spawned[0]?.terminate).toHaveBeenCalled();
      expect(await bridge.call('host', 'echo', ['fresh'])).toBe('fresh');
      expect(spawned).toHaveLength(2);
    },
  );

  it('keeps instances apart', async () => {
    const { factory, spawned } = fakeWorkers();
    bridge = createBridge<Api>({ host: factory });
    const controller = new AbortController();
    const hanging = bridge.call('host', 'hang', [], { signal: controller.signal, instance: 0 });
    const other = bridge.call('host', 'echo', ['ok'], { instance: 1 });
    controller.abort();
    await expect(hanging).rejects.toBeInstanceOf(TaskAbortedError);
    expect(await other).toBe('ok');
    expect(spawned).toHaveLength(2);
  });

  it('shuts an idle worker down after the idle delay', async () => {
    vi.useFakeTimers();
    try {
      const { factory, spawned } = fakeWorkers();
      bridge = createBridge<Api>({ host: factory }, { idleMs: 1000 });
      const result = bridge.call('host', 'echo', ['x']);
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

  it('keeps the i18n key and params of an InputError thrown in the worker; a bug stays a bug', async () => {
    const { factory } = fakeWorkers();
    bridge = createBridge<Api>({ host: factory });
    const error: unknown = await bridge.call('host', 'parse', []).catch((e: unknown) => e);
    expect(isInputError(error)).toBe(true);
    expect(error).toMatchObject({ key: 'invalidHex', params: { position: 3 } });
    const bug: unknown = await bridge.call('host', 'crash', []).catch((e: unknown) => e);
    expect(isInputError(bug)).toBe(false);
    expect(bug).toMatchObject({ name: 'TypeError', message: 'a bug' });
  });

  it('checks method names and arguments at compile time', () => {
    const { factory } = fakeWorkers();
    bridge = createBridge<Api>({ host: factory });
    // @ts-expect-error: no such method
    void bridge.call('host', 'missing', []).catch(() => undefined);
    // @ts-expect-error: wrong argument type
    void bridge.call('host', 'add', ['2', 3]).catch(() => undefined);
    // @ts-expect-error: a reporting method needs its progress callback
    void bridge.call('host', 'count', [3]).catch(() => undefined);
  });
});
