import { describe, expect, it } from 'vitest';
import { bruteForce, charsetSize, durationOfGuesses, durationOfSeconds, scientific } from './logic';

describe('charsetSize', () => {
  it.each([
    ['', 0],
    ['abc', 26],
    ['ABC', 26],
    ['123', 10],
    ['!', 32],
    ['aA1!', 94],
    ['é', 32],
    ['日本', 32],
    ['a b', 58],
  ])('%j → %i', (password, size) => expect(charsetSize(password)).toBe(size));
});

describe('bruteForce', () => {
  it('reports an empty password as 0, 0, 0, 0 and instantly', () => {
    expect(bruteForce('')).toEqual({ length: 0, charsetSize: 0, entropy: 0, score: 0, duration: { kind: 'instantly' } });
  });

  it('computes length, entropy and score', () => {
    const report = bruteForce('password');
    expect(report.length).toBe(8);
    expect(report.charsetSize).toBe(26);
    expect(report.entropy.toFixed(2)).toBe('37.60');
    expect(report.score).toBe(29);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(bruteForce('🎉🎉').length).toBe(2);
    expect(bruteForce('🎉🎉').entropy).toBe(10);
  });

  it('caps the score at 100', () => {
    expect(bruteForce('aA1!'.repeat(10)).score).toBe(100);
  });

  it.each([
    // 26^4 = 456,976 guesses: under a millisecond.
    ['abcd', { kind: 'instantly' }],
    // 26^6 = 308,915,776 guesses: 0.31 s.
    ['abcdef', { kind: 'lessThanASecond' }],
    // 26^7 = 8,031,810,176 guesses: 8 s.
    ['abcdefg', { kind: 'units', parts: [{ unit: 'second', count: 8n }] }],
    // 26^8 = 208,827,064,576: 208 s = 3 min 28 s.
    [
      'abcdefgh',
      {
        kind: 'units',
        parts: [
          { unit: 'minute', count: 3n },
          { unit: 'second', count: 28n },
        ],
      },
    ],
    // 62^8 = 218,340,105,584,896: 218,340 s = 2 days, 12 hours (6 min dropped).
    [
      'aB3dEf7h',
      {
        kind: 'units',
        parts: [
          { unit: 'day', count: 2n },
          { unit: 'hour', count: 12n },
        ],
      },
    ],
  ] as const)('%s', (password, duration) => {
    expect(bruteForce(password).duration).toEqual(duration);
  });

  it('stays exact for very long passwords', () => {
    const { duration, entropy } = bruteForce('aA1!'.repeat(100));
    expect(entropy).toBeCloseTo(400 * Math.log2(94), 6);
    expect(duration.kind).toBe('units');
    if (duration.kind !== 'units') return;
    expect(duration.parts[0]?.unit).toBe('millennium');
    // 94^400 / 1e9 / 31,536,000,000 ≈ 5.6 × 10^769: 770 digits.
    expect(duration.parts[0]?.count.toString().length).toBe(770);
  });

  it('answers at once for a pasted megabyte, to three significant digits', () => {
    const start = performance.now();
    const { duration, entropy } = bruteForce('aA1!'.repeat(262_144));
    expect(performance.now() - start).toBeLessThan(1000);
    expect(entropy).toBeCloseTo(1_048_576 * Math.log2(94), 3);
    if (duration.kind !== 'units') throw new Error('expected units');
    const count = duration.parts[0]?.count ?? 0n;
    expect(duration.parts[0]?.unit).toBe('millennium');
    // log10(94^1048576 / 1e9 / 31,536,000,000) = 1048576 × log10(94) - 9 - 10.4988…
    const log10 = 1_048_576 * Math.log10(94) - 9 - Math.log10(31_536_000_000);
    expect(count.toString(16).length).toBeGreaterThan(1000); // not a decimal conversion of 2 MB digits
    expect(scientific(count).exponent).toBe(Math.floor(log10));
    expect(scientific(count).mantissa).toBeCloseTo(10 ** (log10 - Math.floor(log10)), 1);
  });
});

describe('durations', () => {
  it('keeps the two largest non-zero units, skipping zero ones', () => {
    const year = 31_536_000n;
    expect(durationOfGuesses((year + 5n * 86_400n) * 10n, 10n)).toEqual({
      kind: 'units',
      parts: [
        { unit: 'year', count: 1n },
        { unit: 'day', count: 5n },
      ],
    });
    expect(durationOfGuesses(31_536_000_000n * 2n, 1n)).toEqual({ kind: 'units', parts: [{ unit: 'millennium', count: 2n }] });
  });

  it('uses the 1 ms and 1 s thresholds', () => {
    expect(durationOfGuesses(1_000_000n, 1_000_000_000n)).toEqual({ kind: 'instantly' });
    expect(durationOfGuesses(1_000_001n, 1_000_000_000n)).toEqual({ kind: 'lessThanASecond' });
    expect(durationOfGuesses(1_000_000_000n, 1_000_000_000n)).toEqual({ kind: 'lessThanASecond' });
    expect(durationOfGuesses(2_000_000_000n, 1_000_000_000n)).toEqual({ kind: 'units', parts: [{ unit: 'second', count: 2n }] });
  });

  it('handles fractional, huge and invalid seconds', () => {
    expect(durationOfSeconds(0.0005)).toEqual({ kind: 'instantly' });
    expect(durationOfSeconds(0.5)).toEqual({ kind: 'lessThanASecond' });
    expect(durationOfSeconds(90.7)).toEqual({
      kind: 'units',
      parts: [
        { unit: 'minute', count: 1n },
        { unit: 'second', count: 30n },
      ],
    });
    expect(durationOfSeconds(Number.POSITIVE_INFINITY).kind).toBe('units');
    expect(durationOfSeconds(Number.NaN)).toEqual({ kind: 'instantly' });
  });
});

describe('scientific', () => {
  it.each([
    [10n ** 21n, 1, 21],
    [123_456_789_000_000_000_000_000n, 1.23, 23],
    [999_600_000_000_000_000_000n, 1, 21],
    [5n, 5, 0],
    [12n, 1.2, 1],
  ])('%s → %s e%s', (value, mantissa, exponent) => {
    expect(scientific(value)).toEqual({ mantissa, exponent });
  });

  it('agrees with the decimal digits for huge values, quickly', () => {
    for (const value of [3n ** 5000n, 94n ** 10_000n / 7n, 10n ** 3000n, 2n ** 20_000n - 1n]) {
      const digits = value.toString();
      const expected = Number(`${digits[0]}.${digits.slice(1, 6)}`).toPrecision(3);
      const { mantissa, exponent } = scientific(value);
      expect(exponent).toBe(digits.length - 1);
      expect(mantissa.toPrecision(3)).toBe(expected);
    }
    const huge = 94n ** 100_000n;
    const started = performance.now();
    expect(scientific(huge).exponent).toBe(197_312);
    expect(performance.now() - started).toBeLessThan(20);
  });
});
