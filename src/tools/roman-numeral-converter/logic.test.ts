import { describe, expect, it } from 'vitest';
import { InputError } from '@/lib/errors';
import { arabicToRoman, parseArabic, romanToArabic } from './logic';

const errorKey = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof InputError ? error.key : 'other error';
  }
  return 'no error';
};

describe('arabicToRoman', () => {
  it.each([
    [1, 'I'],
    [4, 'IV'],
    [9, 'IX'],
    [14, 'XIV'],
    [40, 'XL'],
    [42, 'XLII'],
    [90, 'XC'],
    [400, 'CD'],
    [900, 'CM'],
    [1994, 'MCMXCIV'],
    [2024, 'MMXXIV'],
    [3888, 'MMMDCCCLXXXVIII'],
    [3999, 'MMMCMXCIX'],
    [42.9, 'XLII'],
    [1.5, 'I'],
  ])('%s → %s', (value, numeral) => {
    expect(arabicToRoman(value)).toBe(numeral);
  });

  it.each([0, 0.99, -1, 3999.4, 3999.5, 4000, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (value) => {
    expect(errorKey(() => arabicToRoman(value))).toBe('outOfRange');
  });
});

describe('parseArabic', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['42', 42],
    [' 7 ', 7],
    ['12.5', 12.5],
  ])('%j → %s', (text, value) => {
    expect(parseArabic(text)).toBe(value);
  });

  it.each(['abc', '4 2', 'XLII', '٤٢', 'Infinity'])('refuses %j with the range message', (text) => {
    expect(errorKey(() => parseArabic(text))).toBe('outOfRange');
  });
});

describe('romanToArabic', () => {
  it.each([
    ['XLII', 42],
    ['xlii', 42],
    ['  MCMXCIV ', 1994],
    ['MMMCMXCIX', 3999],
    ['I', 1],
    ['iv', 4],
    ['', undefined],
    ['  ', undefined],
  ])('%j → %s', (text, value) => {
    expect(romanToArabic(text)).toBe(value);
  });

  it.each(['IIII', 'VV', 'IC', 'MMMM', 'XLX', 'ABC', '42', 'Ⅻ', 'X I', 'LL'])('refuses non-canonical %j', (text) => {
    expect(errorKey(() => romanToArabic(text))).toBe('invalidRoman');
  });

  it('round-trips every value from 1 to 3999', () => {
    for (let value = 1; value <= 3999; value++) expect(romanToArabic(arabicToRoman(value))).toBe(value);
  });
});
