import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkSender, receiveChunks } from '@/lib/chunk-channel';
import { InputError, TaskAbortedError } from '@/lib/errors';
import type { ReportProgress } from '@/lib/progress';
import { createBridge, type WorkerLike } from './bridge';
import { exposeHost } from './expose-host';
import { runReaderIntoPort, type PortSink } from './port-run';

/** A reader host: sends `chunks` chunks of 100 bytes (failing at `failAt`); `stall` then waits forever. */
const api = {
  async reader(chunks: number, failAt: number, stall: boolean, port: MessagePort, report: ReportProgress): Promise<number> {
    const sender = new ChunkSender(port, 1000);
    try {
      for (let i = 0; i < chunks; i++) {
        if (i === failAt) throw new InputError('badChunk', { index: i });
        await sender.send(new ArrayBuffer(100));
        report({ done: (i + 1) * 100, total: chunks * 100 });
      }
      if (stall) await new Promise<never>(() => undefined);
      await sender.end();
      return chunks;
    } catch (error) {
      sender.fail();
      throw error;
    }
  },
};
type Api = { host: typeof api };

function fakeWorkers() {
  const terminated: number[] = [];
  let spawned = 0;
  const factory = (): WorkerLike => {
    const index = spawned++;
    const { port1, port2 } = new MessageChannel();
    exposeHost(api, port2 as unknown as Comlink.Endpoint);
    return Object.assign(port1 as unknown as Comlink.Endpoint, {
      terminate: () => {
        terminated.push(index);
        port1.close();
        port2.close();
      },
    });
  };
  return { factory, terminated };
}

/** A sink counting what arrives on its port; `cancel()` plays the browser cancelling the download. */
function countingSink() {
  const { port1, port2 } = new MessageChannel();
  let settle!: { resolve: (n: number) => void; reject: (e: unknown) => void };
  const finished = new Promise<number>((resolve, reject) => (settle = { resolve, reject }));
  finished.catch(() => undefined);
  let bytes = 0;
  const received = receiveChunks(port1, (chunk) => {
    bytes += chunk instanceof Blob ? chunk.size : chunk.byteLength;
  });
  received.then(
    () => settle.resolve(bytes),
    (error: unknown) => settle.reject(error),
  );
  const abort = vi.fn();
  const sink: PortSink = { port: port2, finished, abort };
  return { sink, abort, cancel: () => settle.reject(new TaskAbortedError(true)), fail: () => settle.reject(new Error('failed')) };
}

describe('runReaderIntoPort (host and bridge injected)', () => {
  let bridge: ReturnType<typeof createBridge<Api>> | undefined;
  afterEach(() => bridge?.terminateAll());

  it("returns the reader's answer and the bytes the sink wrote, with progress", async () => {
    bridge = createBridge<Api>({ host: fakeWorkers().factory });
    const { sink, abort } = countingSink();
    const seen: number[] = [];
    const result = await runReaderIntoPort(
      bridge,
      'host',
      {
        reader: 'reader',
        readerArgs: [5, -1, false],
        signal: new AbortController().signal,
        onProgress: (p) => seen.push(p.done),
      },
      sink,
    );
    expect(result).toEqual([5, 500]);
    expect(seen.at(-1)).toBe(500);
    expect(abort).not.toHaveBeenCalled();
  });

  it('Cancel stops the reader and aborts the sink', async () => {
    const workers = fakeWorkers();
    bridge = createBridge<Api>({ host: workers.factory });
    const { sink, abort } = countingSink();
    const controller = new AbortController();
    let progressed!: () => void;
    const started = new Promise<void>((resolve) => (progressed = resolve));
    const run = runReaderIntoPort(
      bridge,
      'host',
      { reader: 'reader', readerArgs: [1, -1, true], signal: controller.signal, onProgress: () => progressed() },
      sink,
    );
    await started;
    controller.abort(new TaskAbortedError(true));
    await expect(run).rejects.toBeInstanceOf(TaskAbortedError);
    expect(abort).toHaveBeenCalledOnce();
    expect(workers.terminated).toEqual([0]);
  });

  it('a download cancelled in the browser stops the reader, and is what the run reports', async () => {
    const workers = fakeWorkers();
    bridge = createBridge<Api>({ host: workers.factory });
    const { sink, cancel } = countingSink();
    let progressed!: () => void;
    const started = new Promise<void>((resolve) => (progressed = resolve));
    const run = runReaderIntoPort(
      bridge,
      'host',
      { reader: 'reader', readerArgs: [1, -1, true], signal: new AbortController().signal, onProgress: () => progressed() },
      sink,
    );
    await started;
    cancel();
    await expect(run).rejects.toMatchObject({ name: 'AbortError', explicit: true });
    expect(workers.terminated).toEqual([0]);
  });

  it("reports the reader's own error (not the sink's resulting failure) and aborts the sink", async () => {
    bridge = createBridge<Api>({ host: fakeWorkers().factory });
    const { sink, abort, fail } = countingSink();
    fail();
    const run = runReaderIntoPort(
      bridge,
      'host',
      { reader: 'reader', readerArgs: [5, 2, false], signal: new AbortController().signal },
      sink,
    );
    await expect(run).rejects.toMatchObject({ name: 'InputError', key: 'badChunk', params: { index: 2 } });
    expect(abort).toHaveBeenCalledOnce();
  });
});
