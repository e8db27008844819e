import { describe, expect, it } from 'vitest';
import { integerIn, oneOf, parseQueryOptions, sanitizeStored, withQueryOptions } from './query-options';

const defaults = { length: 64, uppercase: true, mode: 'Hex' };
const keys = ['length', 'uppercase', 'mode'] as const;

describe('parseQueryOptions', () => {
  it('types values after their defaults', () => {
    expect(parseQueryOptions(defaults, keys, '?length=12&uppercase=false&mode=Base64')).toEqual({
      length: 12,
      uppercase: false,
      mode: 'Base64',
    });
  });
  it('ignores bad values, unknown and unlisted keys', () => {
    expect(parseQueryOptions(defaults, keys, '?length=abc&uppercase=maybe&other=1')).toEqual({});
    expect(parseQueryOptions(defaults, ['length'], '?length=&mode=x')).toEqual({});
  });
  it('decodes Unicode', () => {
    expect(parseQueryOptions(defaults, keys, `?mode=${encodeURIComponent('é ✓')}`)).toEqual({ mode: 'é ✓' });
  });
});

describe('withQueryOptions', () => {
  it('writes the listed keys and keeps other parameters', () => {
    expect(withQueryOptions('?ref=x', defaults, ['length', 'uppercase'])).toBe('?ref=x&length=64&uppercase=true');
    expect(withQueryOptions('', defaults, [])).toBe('');
  });
});

describe('sanitizeStored', () => {
  it('keeps only values of the default type', () => {
    expect(sanitizeStored(defaults, { length: '3', uppercase: false, mode: 'Bin', extra: 1 }, keys)).toEqual({
      uppercase: false,
      mode: 'Bin',
    });
    expect(sanitizeStored(defaults, null, keys)).toEqual({});
    expect(sanitizeStored(defaults, { length: Number.NaN }, keys)).toEqual({});
  });
});

describe('checks', () => {
  it('oneOf accepts only the listed choices', () => {
    const mode = oneOf(['Hex', 'Base64']);
    expect([mode('Hex'), mode('Base64'), mode('hex'), mode(''), mode(1)]).toEqual([true, true, false, false, false]);
    expect(parseQueryOptions(defaults, keys, '?mode=bogus', { mode })).toEqual({});
  });

  it('integerIn accepts whole numbers within the bounds, both included', () => {
    const length = integerIn(1, 512);
    expect([1, 512, 0, 513, 2.5, Number.NaN, '3'].map(length)).toEqual([true, true, false, false, false, false, false]);
    expect(parseQueryOptions(defaults, keys, '?length=9000&mode=Base64', { length })).toEqual({ mode: 'Base64' });
  });
});
