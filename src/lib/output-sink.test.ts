import { describe, expect, it } from 'vitest';
import { FileSink, type OutputPart, type WritableFile } from './output-sink';

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
