import { describe, expect, it } from 'vitest';
import { generateToken, LOWERCASE, NUMBERS, SYMBOLS, tokenAlphabet, UPPERCASE } from './logic';

const all = { uppercase: true, lowercase: true, numbers: true, symbols: true };

describe('tokenAlphabet', () => {
  it('unites the selected sets', () => {
    expect(tokenAlphabet({ uppercase: true, lowercase: false, numbers: true, symbols: false })).toBe(UPPERCASE + NUMBERS);
    expect(tokenAlphabet(all)).toHaveLength(26 + 26 + 10 + SYMBOLS.length);
  });
  it('offers exactly these symbols', () => {
    expect(SYMBOLS).toBe('.,;:!?/-"\'#{([|\\@)]=}*+');
    expect(LOWERCASE).toBe('abcdefghijklmnopqrstuvwxyz');
  });
});

describe('generateToken', () => {
  it('draws only from the selected sets, at the requested length', () => {
    const token = generateToken({ ...all, uppercase: false, symbols: false, length: 512 });
    expect(token).toHaveLength(512);
    expect(token).toMatch(/^[a-z0-9]+$/);
  });

  it('gives an empty token when no set is selected', () => {
    expect(generateToken({ length: 64, uppercase: false, lowercase: false, numbers: false, symbols: false })).toBe('');
  });

  it('keeps the length within 1–512', () => {
    expect(generateToken({ ...all, length: 0 })).toHaveLength(1);
    expect(generateToken({ ...all, length: 10_000 })).toHaveLength(512);
  });

  it('is uniform: rejection sampling discards the biased top of the 32-bit range', () => {
    // A source that first returns a draw in the biased zone, then small values.
    const draws = [0xffffffff, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
    let i = 0;
    const fake = (buffer: Uint32Array) => {
      for (let j = 0; j < buffer.length; j++) buffer[j] = draws[i++ % draws.length] as number;
      return buffer;
    };
    const token = generateToken({ uppercase: false, lowercase: false, numbers: true, symbols: false, length: 3 }, fake);
    expect(token).toBe('012');
  });

  it('spreads characters evenly over many draws', () => {
    const token = generateToken({ uppercase: false, lowercase: false, numbers: true, symbols: false, length: 512 }).repeat(1);
    const counts = new Map<string, number>();
    for (let round = 0; round < 40; round++)
      for (const ch of generateToken({ uppercase: false, lowercase: false, numbers: true, symbols: false, length: 512 }))
        counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(token).toMatch(/^\d{512}$/);
    expect(counts.size).toBe(10);
    for (const n of counts.values()) expect(n).toBeGreaterThan(1700); // expectation 2048, far from chance limits
  });
});
