import { describe, expect, it } from 'vitest';
import { MAX_PORT, MIN_PORT, randomPort } from './logic';

const sequence = (values: number[]) => {
  let i = 0;
  return (buffer: Uint32Array) => {
    for (let j = 0; j < buffer.length; j++) buffer[j] = values[i++ % values.length] as number;
    return buffer;
  };
};

describe('randomPort', () => {
  it.each([
    [0, 1024],
    [1, 1025],
    [64_511, 65_535],
    [64_512, 1024],
  ])('draw %i → port %i', (draw, port) => expect(randomPort(sequence([draw]))).toBe(port));

  it('rejects the biased top of the 32-bit range instead of folding it', () => {
    // 2^32 mod 64512 = 16384: draws at or above 2^32 − 16384 are discarded.
    expect(randomPort(sequence([2 ** 32 - 1, 2 ** 32 - 16_384, 5]))).toBe(1029);
    expect(randomPort(sequence([2 ** 32 - 16_385]))).toBe(MIN_PORT + ((2 ** 32 - 16_385) % 64_512));
  });

  it('stays within 1024–65535 and spreads over the range', () => {
    const ports = Array.from({ length: 4000 }, () => randomPort());
    for (const port of ports) {
      expect(Number.isInteger(port)).toBe(true);
      expect(port).toBeGreaterThanOrEqual(MIN_PORT);
      expect(port).toBeLessThanOrEqual(MAX_PORT);
    }
    // Each quarter of the range gets about 1000 of 4000 draws; 800 is far below chance limits.
    const quarters = [0, 0, 0, 0];
    for (const port of ports) quarters[Math.floor(((port - MIN_PORT) * 4) / 64_512)]! += 1;
    for (const count of quarters) expect(count).toBeGreaterThan(800);
  });
});
