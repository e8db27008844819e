import { createHash } from 'node:crypto';
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bytesToHex } from '@/lib/encoding';
import { TaskAbortedError } from '@/lib/errors';
import { streamDigests, streamDigestsHelper, streamDigestsReader } from '@/lib/hashing/stream';
import { createBridge, type WorkerLike } from '@workers/bridge';
import { exposeHost } from '@workers/expose-host';
import { digestFile } from './useStreamedDigests';

const host = { streamDigests, streamDigestsReader, streamDigestsHelper };

function fakeHashWorkers() {
  const spawned: { terminate: ReturnType<typeof vi.fn> }[] = [];
  const factory = (): WorkerLike => {
    const { port1, port2 } = new MessageChannel();
    exposeHost(host, port2 as unknown as Comlink.Endpoint);
    const terminate = vi.fn(() => {
      port1.close();
      port2.close();
    });
    spawned.push({ terminate });
    return Object.assign(port1 as unknown as Comlink.Endpoint, { terminate });
  };
  return { bridge: createBridge<{ hash: typeof host }>({ hash: factory }), spawned };
}

const data = new Uint8Array(300_000).map((_, i) => (i * 31) & 255);
const hex = (algorithm: string) => createHash(algorithm).update(data).digest('hex');

describe('digestFile', () => {
  let fake: ReturnType<typeof fakeHashWorkers> | undefined;
  afterEach(() => fake?.bridge.terminateAll());

  it('returns one digest of the whole file', async () => {
    fake = fakeHashWorkers();
    const digests = await digestFile(
      new Blob([data]),
      [{ algorithm: 'MD5' }],
      new AbortController().signal,
      () => undefined,
      fake.bridge,
    );
    expect(digests.map(bytesToHex)).toEqual([hex('md5')]);
  });

  it('splits costly digests over a reader and a helper, keeping the order asked', async () => {
    fake = fakeHashWorkers();
    const specs = [{ algorithm: 'SHA512' }, { algorithm: 'MD5' }, { algorithm: 'SHA256' }, { algorithm: 'SHA1' }] as const;
    const progress: number[] = [];
    const digests = await digestFile(
      new Blob([data]),
      specs,
      new AbortController().signal,
      (p) => progress.push(p.done),
      fake.bridge,
    );
    expect(digests.map(bytesToHex)).toEqual([hex('sha512'), hex('md5'), hex('sha256'), hex('sha1')]);
    expect(fake.spawned).toHaveLength(2);
    expect(progress.at(-1)).toBe(data.length);
  });

  it('a cancelled run rejects with TaskAbortedError', async () => {
    fake = fakeHashWorkers();
    const controller = new AbortController();
    const run = digestFile(
      new Blob([data]),
      [{ algorithm: 'SHA256' }, { algorithm: 'SHA512' }],
      controller.signal,
      () => undefined,
      fake.bridge,
    );
    controller.abort(new TaskAbortedError(true));
    await expect(run).rejects.toBeInstanceOf(TaskAbortedError);
  });
});
