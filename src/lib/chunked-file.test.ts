import { describe, expect, it } from 'vitest';
import { alignedChunkBytes, formatClock, readChunks, transferStats } from './chunked-file';

const bytesOf = (n: number): Uint8Array<ArrayBuffer> => Uint8Array.from({ length: n }, (_, i) => (i * 7) & 255);

async function collect(blob: Blob, size: number) {
  const chunks: number[] = [];
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for await (const buffer of readChunks(blob, size)) {
    chunks.push(buffer.byteLength);
    parts.push(new Uint8Array(buffer));
  }
  return { chunks, joined: new Uint8Array(await new Blob(parts).arrayBuffer()) };
}

describe('readChunks', () => {
  it.each([
    [0, 4, []],
    [1, 4, [1]],
    [8, 4, [4, 4]],
    [10, 4, [4, 4, 2]],
    [10, 100, [10]],
  ])('%i bytes in chunks of %i', async (size, chunk, expected) => {
    const data = bytesOf(size);
    const { chunks, joined } = await collect(new Blob([data]), chunk);
    expect(chunks).toEqual(expected);
    expect(joined).toEqual(data);
  });

  it('rejects a non-positive chunk size', async () => {
    await expect(collect(new Blob(['x']), 0)).rejects.toThrow(RangeError);
  });
});

describe('alignedChunkBytes', () => {
  it.each([
    [8 * 1024 * 1024, 3, 8388606],
    [12, 3, 12],
    [2, 3, 3],
    [10, 4, 8],
  ])('%i aligned to %i is %i', (size, multiple, expected) => {
    expect(alignedChunkBytes(size, multiple)).toBe(expected);
    expect(alignedChunkBytes(size, multiple) % multiple).toBe(0);
  });
});

describe('transferStats', () => {
  it('computes the average rate and the time left', () => {
    expect(transferStats(50e6, 200e6, 500)).toEqual({ bytesPerSecond: 100e6, secondsLeft: 1.5 });
  });
  it('has no estimate before any progress', () => {
    expect(transferStats(0, 100, 1000)).toEqual({ bytesPerSecond: 0 });
    expect(transferStats(10, 100, 0)).toEqual({ bytesPerSecond: 0 });
  });
  it('never goes below zero seconds', () => {
    expect(transferStats(120, 100, 1000).secondsLeft).toBe(0);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [7.4, '0:07'],
    [65, '1:05'],
    [3723, '1:02:03'],
    [-3, '0:00'],
  ])('%d s is %s', (seconds, text) => expect(formatClock(seconds)).toBe(text));
});
