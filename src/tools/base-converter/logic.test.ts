import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { DIGITS, formatInteger, MAX_DIGITS, parseInteger } from './logic';

describe('parseInteger', () => {
  it.each([
    ['42', 10, 42n],
    ['101010', 2, 42n],
    ['52', 8, 42n],
    ['2a', 16, 42n],
    ['FF', 16, 255n],
    ['ff', 16, 255n],
    ['zz', 36, 1295n],
    ['ZZ', 36, 1295n],
    ['g', 42, 16n],
    ['F', 42, 41n],
    ['/', 64, 63n],
    ['+/', 64, 62n * 64n + 63n],
    ['+', 63, 62n],
    ['-+', 64, -62n],
    ['10', 64, 64n],
    ['-42', 10, -42n],
    ['+42', 10, 42n],
    ['-0', 10, 0n],
    ['  0007  ', 10, 7n],
    ['', 10, undefined],
    ['   ', 2, undefined],
  ])('%j in base %i → %s', (text, base, value) => {
    expect(parseInteger(text, base)).toBe(value);
  });

  it('reads numbers far beyond 2^53', () => {
    expect(parseInteger('18446744073709551616', 10)).toBe(2n ** 64n);
    expect(parseInteger('1' + '0'.repeat(128), 2)).toBe(2n ** 128n);
    expect(parseInteger('-' + '9'.repeat(60), 10)).toBe(-(10n ** 60n - 1n));
  });

  it.each([
    ['12', 2, '2'],
    ['19', 8, '9'],
    ['1g', 16, 'g'],
    ['G', 16, 'G'],
    ['4 2', 10, ' '],
    ['1.5', 10, '.'],
    ['-', 10, '-'],
    ['+-1', 10, '-'],
    ['12😀3', 10, '😀'],
    ['é', 36, 'é'],
    ['a-b', 64, '-'],
  ])('%j in base %i names the first invalid digit %j', (text, base, digit) => {
    expect(inputErrorOf(() => parseInteger(text, base))).toEqual({ key: 'invalidDigit', params: { digit, base } });
  });

  it.each([1, 65, 0, -2, 10.5, Number.NaN])('refuses base %s', (base) => {
    expect(inputErrorOf(() => parseInteger('1', base))).toEqual({ key: 'invalidBase', params: {} });
  });

  it(`refuses numbers longer than ${MAX_DIGITS} digits`, () => {
    expect(parseInteger('1'.repeat(MAX_DIGITS), 2)).toBe(2n ** BigInt(MAX_DIGITS) - 1n);
    expect(inputErrorOf(() => parseInteger('1'.repeat(MAX_DIGITS + 1), 2))).toEqual({
      key: 'tooLong',
      params: { max: MAX_DIGITS },
    });
  });
});

describe('formatInteger', () => {
  it.each([
    [42n, 2, '101010'],
    [42n, 8, '52'],
    [42n, 10, '42'],
    [255n, 16, 'ff'],
    [42n, 64, 'G'],
    [42n, 42, '10'],
    [41n, 42, 'F'],
    [0n, 64, '0'],
    [0n, 2, '0'],
    [-42n, 64, '-G'],
    [-255n, 16, '-ff'],
    [63n, 64, '/'],
    [2n ** 48n, 64, '1' + '0'.repeat(8)],
    [2n ** 48n - 1n, 64, '/'.repeat(8)],
    [2n ** 64n, 64, 'g' + '0'.repeat(10)],
  ])('%s in base %i → %s', (value, base, text) => {
    expect(formatInteger(value, base)).toBe(text);
  });

  it('round-trips through every base, including huge and negative numbers', () => {
    const samples = [0n, 1n, 61n, 62n, 63n, 64n, 2n ** 53n + 1n, 3n ** 200n, -(7n ** 150n), 10n ** 500n - 1n];
    for (let base = 2; base <= 64; base++)
      for (const value of samples) expect(parseInteger(formatInteger(value, base), base), `${value} in base ${base}`).toBe(value);
  });

  it('writes each digit of the alphabet as itself', () => {
    for (let value = 0; value < 64; value++) expect(formatInteger(BigInt(value), 64)).toBe(DIGITS[value]);
  });
});
