import { describe, expect, it } from 'vitest';
import { ChannelClosedError, ChunkSender, receiveAllChunks, receiveChunks } from './chunk-channel';

const buffer = (...bytes: number[]) => Uint8Array.from(bytes).buffer;

describe('chunk channel', () => {
  it('delivers chunks in order, zero-copy, and ends once all are processed', async () => {
    const { port1, port2 } = new MessageChannel();
    const got: number[][] = [];
    const acks: number[] = [];
    const received = receiveChunks(port2, (chunk) => got.push([...(chunk as Uint8Array)]));
    const sender = new ChunkSender(port1, 4, (acked) => acks.push(acked));
    const first = buffer(1, 2, 3);
    await sender.send(first);
    expect(first.byteLength).toBe(0); // transferred
    await sender.send(buffer());
    await sender.send(buffer(4, 5));
    await sender.send(buffer(6));
    await sender.end();
    await received;
    expect(got).toEqual([[1, 2, 3], [4, 5], [6]]);
    expect(sender.acked).toBe(6);
    expect(acks.at(-1)).toBe(6);
  });

  it('sends only the bytes a view covers', async () => {
    const { port1, port2 } = new MessageChannel();
    const got: number[][] = [];
    const received = receiveChunks(port2, (chunk) => got.push([...(chunk as Uint8Array)]));
    const sender = new ChunkSender(port1, 100);
    await sender.sendBytes(Uint8Array.of(1, 2, 3, 4).subarray(1, 3));
    await sender.sendBytes(Uint8Array.of(5, 6));
    await sender.end();
    await received;
    expect(got).toEqual([
      [2, 3],
      [5, 6],
    ]);
  });

  it('holds the sender while too much is in flight', async () => {
    const { port1, port2 } = new MessageChannel();
    const sender = new ChunkSender(port1, 2);
    await sender.send(buffer(1, 2));
    let third = false;
    const pending = sender.send(buffer(3)).then(() => (third = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(third).toBe(false);
    const received = receiveChunks(port2, () => undefined);
    await pending;
    expect(third).toBe(true);
    await sender.end();
    await received;
  });

  it('rejects the receiver when the sender fails', async () => {
    const { port1, port2 } = new MessageChannel();
    const received = receiveChunks(port2, () => undefined);
    const sender = new ChunkSender(port1, 10);
    await sender.send(buffer(1));
    sender.fail();
    await expect(received).rejects.toBeInstanceOf(ChannelClosedError);
  });

  it('rejects the receiver when its own work throws', async () => {
    const { port1, port2 } = new MessageChannel();
    const received = receiveChunks(port2, () => {
      throw new Error('boom');
    });
    await new ChunkSender(port1, 10).send(buffer(1));
    await expect(received).rejects.toThrow('boom');
  });

  it('receiveAllChunks: true at the end, false when the sender stops it, rejects on its own failure', async () => {
    const ends = new MessageChannel();
    const complete = receiveAllChunks(ends.port2, () => undefined);
    const endingSender = new ChunkSender(ends.port1, 10);
    await endingSender.send(buffer(1));
    await endingSender.end();
    await expect(complete).resolves.toBe(true);

    const stops = new MessageChannel();
    const stopped = receiveAllChunks(stops.port2, () => undefined);
    const failingSender = new ChunkSender(stops.port1, 10);
    await failingSender.send(buffer(1));
    failingSender.fail();
    await expect(stopped).resolves.toBe(false);

    const breaks = new MessageChannel();
    const broken = receiveAllChunks(breaks.port2, () => {
      throw new Error('boom');
    });
    await new ChunkSender(breaks.port1, 10).send(buffer(1));
    await expect(broken).rejects.toThrow('boom');
  });
});

describe('Blob hand-over', () => {
  it('passes Blobs the sender built, in order with bytes, without acknowledgements', async () => {
    const { port1, port2 } = new MessageChannel();
    const chunks: (Uint8Array | Blob)[] = [];
    const received = receiveChunks(port2, (chunk) => chunks.push(chunk instanceof Blob ? chunk : chunk.slice()));
    const sender = new ChunkSender(port1, 1);
    await sender.send(buffer(1));
    expect(sender.wouldWait).toBe(true);
    sender.sendBlob(new Blob(['built here']));
    await sender.send(buffer(2));
    await sender.end();
    await received;
    const got = await Promise.all(chunks.map((c) => (c instanceof Blob ? c.text() : [...c])));
    expect(got).toEqual([[1], 'built here', [2]]);
  });
});

describe('async receivers', () => {
  it('handles one chunk at a time, in order, and acknowledges only once its work is finished', async () => {
    const { port1, port2 } = new MessageChannel();
    const log: string[] = [];
    let release: (() => void) | undefined;
    const received = receiveChunks(port2, async (chunk) => {
      const name = chunk instanceof Blob ? 'blob' : String(chunk[0]);
      log.push(`start ${name}`);
      if (name === '1') await new Promise<void>((resolve) => (release = resolve));
      log.push(`end ${name}`);
    });
    const sender = new ChunkSender(port1, 1);
    await sender.send(buffer(1));
    sender.sendBlob(new Blob(['x']));
    let secondSent = false;
    const second = sender.send(buffer(2)).then(() => (secondSent = true));
    await new Promise((r) => setTimeout(r, 20));
    // The first write is still going: nothing after it started, and the sender is held back.
    expect(log).toEqual(['start 1']);
    expect(sender.acked).toBe(0);
    expect(secondSent).toBe(false);
    release?.();
    await second;
    await sender.end();
    await received;
    expect(log).toEqual(['start 1', 'end 1', 'start blob', 'end blob', 'start 2', 'end 2']);
    expect(sender.acked).toBe(2);
  });

  it('rejects with the failure of an async receiver and handles nothing after it', async () => {
    const { port1, port2 } = new MessageChannel();
    const seen: number[] = [];
    const received = receiveChunks(port2, async (chunk) => {
      const first = (chunk as Uint8Array)[0] ?? 0;
      seen.push(first);
      await Promise.resolve();
      if (first === 1) throw new Error('disk full');
    });
    const sender = new ChunkSender(port1, 10);
    await sender.send(buffer(1));
    await sender.send(buffer(2));
    await expect(received).rejects.toThrow('disk full');
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([1]);
  });
});
