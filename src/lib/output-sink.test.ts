import { describe, expect, it, vi } from 'vitest';
import { ChunkSender } from './chunk-channel';
import { collectChunksToBlob, FileSink, pipeChunksToFile, type OutputPart, type WritableFile } from './output-sink';

/**
 * A fake FileSystemWritableFileStream with the real one's contract: writes go to a swap copy,
 * `close()` commits it to the file, `abort()` throws it away.
 */
class FakeWritable implements WritableFile {
  file: string | null = null;
  swap = '';
  writes = 0;
  aborted = false;
  /** When set, the next write waits for `release()`. */
  hold = false;
  private waiting?: () => void;
  failOnWrite?: number;

  async write(data: OutputPart): Promise<void> {
    this.writes++;
    if (this.failOnWrite === this.writes) throw new DOMException('No space left', 'QuotaExceededError');
    if (this.hold) await new Promise<void>((resolve) => (this.waiting = resolve));
    this.swap += typeof data === 'string' ? data : data instanceof Blob ? await data.text() : new TextDecoder().decode(data);
  }
  release() {
    this.hold = false;
    this.waiting?.();
  }
  async close() {
    this.file = this.swap;
  }
  async abort() {
    this.aborted = true;
    this.swap = '';
  }
}

const ascii = (text: string) => new TextEncoder().encode(text);

describe('FileSink', () => {
  it('writes parts in order, counts bytes, skips empty parts and commits at close', async () => {
    const writable = new FakeWritable();
    const sink = new FileSink(writable);
    await sink.write('data:text/plain;base64,');
    await sink.write(ascii('SGVs'));
    await sink.write(new Uint8Array());
    await sink.write(new Blob(['bG8=']));
    expect(writable.file).toBeNull();
    await sink.close();
    expect(writable.file).toBe('data:text/plain;base64,SGVsbG8=');
    expect(sink.size).toBe(31);
    expect(writable.writes).toBe(3);
    await expect(sink.write('more')).rejects.toThrow('closed');
  });

  it('abort discards what was written, once, and refuses further writes', async () => {
    const writable = new FakeWritable();
    const sink = new FileSink(writable);
    await sink.write('half');
    await sink.abort();
    await sink.abort();
    expect(writable.aborted).toBe(true);
    expect(writable.file).toBeNull();
    await expect(sink.write('x')).rejects.toThrow('aborted');
    await expect(sink.close()).rejects.toThrow('aborted');
  });
});

describe('pipeChunksToFile', () => {
  it('writes the head then every chunk in order, holding the sender back to the disk, then commits', async () => {
    const writable = new FakeWritable();
    const { port1, port2 } = new MessageChannel();
    const piped = pipeChunksToFile(new FileSink(writable), 'head:', port2);
    const sender = new ChunkSender(port1, 4);
    await sender.sendBytes(ascii('AAAA'));
    await vi.waitUntil(() => sender.acked === 4);
    expect(writable.swap).toBe('head:AAAA');
    writable.hold = true;
    await sender.sendBytes(ascii('BBBB'));
    let thirdSent = false;
    const third = sender.sendBytes(ascii('CC')).then(() => (thirdSent = true));
    await new Promise((r) => setTimeout(r, 20));
    // The second write is stuck on the disk: the sender waits instead of piling chunks up.
    expect(thirdSent).toBe(false);
    writable.release();
    await third;
    await sender.end();
    await expect(piped).resolves.toBe(15);
    expect(writable.file).toBe('head:AAAABBBBCC');
  });

  it('aborts the file when the sender stops (nothing committed)', async () => {
    const writable = new FakeWritable();
    const { port1, port2 } = new MessageChannel();
    const piped = pipeChunksToFile(new FileSink(writable), '', port2);
    const sender = new ChunkSender(port1, 100);
    await sender.sendBytes(ascii('partial'));
    sender.fail();
    await expect(piped).resolves.toBeUndefined();
    expect(writable.aborted).toBe(true);
    expect(writable.file).toBeNull();
  });

  it('aborts the file and rejects when a write fails', async () => {
    const writable = new FakeWritable();
    writable.failOnWrite = 2;
    const { port1, port2 } = new MessageChannel();
    const piped = pipeChunksToFile(new FileSink(writable), '', port2);
    const sender = new ChunkSender(port1, 100);
    await sender.sendBytes(ascii('one'));
    await sender.sendBytes(ascii('two'));
    await expect(piped).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(writable.aborted).toBe(true);
    expect(writable.file).toBeNull();
  });
});

describe('collectChunksToBlob (the Blob fallback)', () => {
  it('collects bytes and Blobs in order, or gives undefined when the sender stops', async () => {
    const done = new MessageChannel();
    const blob = collectChunksToBlob(done.port2);
    const sender = new ChunkSender(done.port1, 100);
    await sender.sendBytes(ascii('ab'));
    sender.sendBlob(new Blob(['cd']));
    await sender.end();
    expect(await (await blob)?.text()).toBe('abcd');

    const stopped = new MessageChannel();
    const none = collectChunksToBlob(stopped.port2);
    new ChunkSender(stopped.port1, 100).fail();
    await expect(none).resolves.toBeUndefined();
  });
});
