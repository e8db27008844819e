import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkSender, receiveAllChunks } from '@/lib/chunk-channel';
import { InputError, TaskAbortedError, WorkerFailedError } from '@/lib/errors';
import type { ReportProgress } from '@/lib/progress';
import { createBridge, type WorkerLike } from './bridge';
import { exposeHost } from './expose-host';
import { runWorkerPair } from './pair';

const never = () => new Promise<never>(() => undefined);

/** A pair host: the reader sends `chunks` chunks of 100 bytes (failing at `failAt`), the helper sums them. */
const api = {
  async reader(chunks: number, failAt: number, port: MessagePort, report: ReportProgress): Promise<number> {
    const sender = new ChunkSender(port, 200);
    try {
      for (let i = 0; i < chunks; i++) {
        if (i === failAt) throw new InputError('badChunk', { index: i });
        await sender.send(new ArrayBuffer(100));
        report({ done: (i + 1) * 100, total: chunks * 100 });
      }
      await sender.end();
      return chunks;
    } catch (error) {
      sender.fail();
      throw error;
    }
  },
  /** Reads one chunk, then never finishes: a stream that is still running. */
  async slowReader(port: MessagePort, report: ReportProgress): Promise<number> {
    const sender = new ChunkSender(port, 200);
    await sender.send(new ArrayBuffer(100));
    report({ done: 100, total: 1000 });
    return never();
  },
  async helper(failAfter: number, port: MessagePort): Promise<number | undefined> {
    let bytes = 0;
    let seen = 0;
    const complete = await receiveAllChunks(port, (chunk) => {
      if (++seen > failAfter) throw new RangeError('helper out of memory');
      bytes += chunk instanceof Blob ? chunk.size : chunk.byteLength;
    });
    return complete ? bytes : undefined;
  },
};
type Api = { host: typeof api };

function fakeWorkers() {
  const spawned: (WorkerLike & { terminate: ReturnType<typeof vi.fn>; fail: () => void })[] = [];
  const factory = (): WorkerLike => {
    const { port1, port2 } = new MessageChannel();
    exposeHost(api, port2 as unknown as Comlink.Endpoint);
    const terminate = vi.fn(() => {
      port1.close();
      port2.close();
    });
    const worker = Object.assign(port1 as unknown as Comlink.Endpoint, {
      terminate,
      fail: () => port1.dispatchEvent(new Event('error')),
    });
    spawned.push(worker);
    return worker;
  };
  return { factory, spawned };
}

describe('runWorkerPair (host and bridge injected)', () => {
  let bridge: ReturnType<typeof createBridge<Api>> | undefined;
  afterEach(() => bridge?.terminateAll());

  it('streams from the reader to the helper and returns both answers, with progress', async () => {
    const { factory, spawned } = fakeWorkers();
    bridge = createBridge<Api>({ host: factory });
    const seen: number[] = [];
    const result = await runWorkerPair(bridge, 'host', {
      reader: 'reader',
      readerArgs: [5, -1],
      helper: 'helper',
      helperArgs: [Infinity],
      signal: new AbortController().signal,
      onProgress: (p) => seen.push(p.done),
    });
    expect(result).toEqual([5, 500]);
    expect(seen.at(-1)).toBe(500);
    expect(spawned).toHaveLength(2);
  });

  it('cancel mid-stream rejects with TaskAbortedError and restarts both workers', async () => {
    const { factory, spawned } = fakeWorkers();
    bridge = createBridge<Api>({ host: factory });
    const controller = new AbortController();
    let progressed!: () => void;
    const started = new Promise<void>((resolve) => (progressed = resolve));
    const run = runWorkerPair(bridge, 'host', {
      reader: 'slowReader',
      readerArgs: [],
      helper: 'helper',
      helperArgs: [Infinity],
      signal: controller.signal,
      onProgress: () => progressed(),
    });
    await started;
    controller.abort(new TaskAbortedError(true));
    await expect(run).rejects.toBeInstanceOf(TaskAbortedError);
    expect(spawned.every((worker) => worker.terminate.mock.calls.length === 1)).toBe(true);
  });

  it("reports the reader's error (the helper it stops resolves empty-handed)", async () => {
    const { factory } = fakeWorkers();
    bridge = createBridge<Api>({ host: factory });
    const run = runWorkerPair(bridge, 'host', {
      reader: 'reader',
      readerArgs: [5, 2],
      helper: 'helper',
      helperArgs: [Infinity],
      signal: new AbortController().signal,
    });
    await expect(run).rejects.toMatchObject({ name: 'InputError', key: 'badChunk', params: { index: 2 } });
  });

  it("reports the helper's own error, not the reader's resulting abort", async () => {
    const { factory } = fakeWorkers();
    bridge = createBridge<Api>({ host: factory });
    const run = runWorkerPair(bridge, 'host', {
      reader: 'reader',
      readerArgs: [50, -1],
      helper: 'helper',
      helperArgs: [1],
      signal: new AbortController().signal,
    });
    await expect(run).rejects.toMatchObject({ name: 'RangeError', message: 'helper out of memory' });
  });

  it('a worker that dies mid-stream fails the task with WorkerFailedError; the next run works', async () => {
    const { factory, spawned } = fakeWorkers();
    bridge = createBridge<Api>({ host: factory });
    let progressed!: () => void;
    const started = new Promise<void>((resolve) => (progressed = resolve));
    const run = runWorkerPair(bridge, 'host', {
      reader: 'slowReader',
      readerArgs: [],
      helper: 'helper',
      helperArgs: [Infinity],
      signal: new AbortController().signal,
      onProgress: () => progressed(),
    });
    await started;
    spawned[1]!.fail();
    await expect(run).rejects.toBeInstanceOf(WorkerFailedError);
    const again = await runWorkerPair(bridge, 'host', {
      reader: 'reader',
      readerArgs: [2, -1],
      helper: 'helper',
      helperArgs: [Infinity],
      signal: new AbortController().signal,
    });
    expect(again).toEqual([2, 200]);
  });
});
