import { describe, expect, it } from 'vitest';
import { InputError } from '@/lib/errors';
import { parseQueryOptions } from '@/lib/query-options';
import { CROCKFORD, formatUlids, generateUlids, isUlidFormat, isValidQuantity, quantityError, ulidTime } from './logic';

const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

describe('generateUlids', () => {
  it('encodes the timestamp as the ULID spec example (1469918176385 → 01ARYZ6S41)', () => {
    const [id] = generateUlids(1, 1469918176385);
    expect(id?.slice(0, 10)).toBe('01ARYZ6S41');
    expect(id).toMatch(ULID);
    expect(ulidTime(id!)).toBe(1469918176385);
  });

  it('is strictly increasing within one millisecond', () => {
    const batch = generateUlids(100, 1_700_000_000_000);
    for (let i = 1; i < batch.length; i++) expect(batch[i]! > batch[i - 1]!).toBe(true);
    expect(new Set(batch.map((id) => id.slice(0, 10))).size).toBe(1);
  });

  it('uses the current time and 80 random bits by default', () => {
    const before = Date.now();
    const batch = generateUlids(100);
    expect(new Set(batch).size).toBe(100);
    for (const id of batch) {
      expect(id).toMatch(ULID);
      expect(ulidTime(id)).toBeGreaterThanOrEqual(before);
      expect(ulidTime(id)).toBeLessThanOrEqual(Date.now());
    }
    expect([...batch].sort()).toEqual(batch);
  });

  it('draws every random character from the whole alphabet', () => {
    const seen = new Set(generateUlids(100, 0).flatMap((id) => id.slice(10).split('')));
    expect([...seen].sort().join('')).toBe(CROCKFORD);
  });

  it('limits the quantity to integers 1–100', () => {
    expect(generateUlids(1)).toHaveLength(1);
    for (const quantity of [0, 101, -2, Number.NaN])
      expect(() => generateUlids(quantity)).toThrow(new InputError('quantityError'));
    expect(() => generateUlids(1.5)).toThrow(new InputError('quantityWhole'));
  });
});

describe('formatUlids', () => {
  const ids = ['01ARYZ6S41TSV4RRFFQ69G5FAV', '01ARYZ6S41TSV4RRFFQ69G5FAW'];
  it('raw is one per line, JSON a pretty array', () => {
    expect(formatUlids(ids, 'raw')).toBe(`${ids[0]}\n${ids[1]}`);
    expect(formatUlids(ids, 'json')).toBe(`[\n  "${ids[0]}",\n  "${ids[1]}"\n]`);
    expect(formatUlids([], 'raw')).toBe('');
    expect(formatUlids([], 'json')).toBe('');
  });
});

describe('the quantity field', () => {
  it('rejects a decimal with its own message, and values outside 1–100', () => {
    expect(quantityError(1.5)).toBe('quantityWhole');
    expect(quantityError(100.5)).toBe('quantityWhole');
    for (const quantity of [0, 101, -1, Number.NaN, Number.NEGATIVE_INFINITY])
      expect(quantityError(quantity)).toBe('quantityError');
    for (const quantity of [1, 42, 100]) expect(quantityError(quantity)).toBeUndefined();
  });

  it('falls back to the default for a quantity or format from a hand-edited URL that is not valid', () => {
    const defaults = { quantity: 1, format: 'raw' };
    const read = (search: string) =>
      parseQueryOptions(defaults, ['quantity', 'format'], search, { quantity: isValidQuantity, format: isUlidFormat });
    expect(read('?quantity=20&format=json')).toEqual({ quantity: 20, format: 'json' });
    for (const quantity of ['2.5', '0', '101', '-4', 'ten', '']) expect(read(`?quantity=${quantity}`)).toEqual({});
    expect(read('?format=xml')).toEqual({});
  });
});
