import { describe, expect, it } from 'vitest';
import { readJsonExact } from './json-exact';
import { readToml } from './read';
import { MAY_HOLD_WHOLE_FLOAT, WholeFloat, wholeFloatText } from './whole-float';

describe('wholeFloatText', () => {
  it.each<[number, string]>([
    [1, '1.0'],
    [100, '100.0'],
    [-3, '-3.0'],
    [0, '0.0'],
    [-0, '-0.0'],
    [2 ** 53 - 1, '9007199254740991.0'],
    [2 ** 53, '9.007199254740992e+15'],
    [1e20, '1e+20'],
    [-1e300, '-1e+300'],
  ])('%d → %s', (value, text) => {
    expect(wholeFloatText(value)).toBe(text);
  });
});

describe('MAY_HOLD_WHOLE_FLOAT', () => {
  // Every float literal whose value is whole must pass the filter, or its float type is lost.
  it.each([
    '1.0',
    '1.00',
    '-0.0',
    '1e2',
    '1E2',
    '1.5e3',
    '0e0',
    '1_000.0',
    '1.0_0',
    '1.9999999999999999',
    '2.00000000000000001',
    '999999999999999.99',
    '12345678901234567.5',
    '1_234_567_890_123_456_789.5',
  ])('passes %s', (literal) => {
    expect(Number.isInteger(Number(literal.replaceAll('_', '')))).toBe(true);
    expect(MAY_HOLD_WHOLE_FLOAT.test(`a = ${literal}`)).toBe(true);
  });

  it.each(['1.5', '0.25', '3.05', '1.001', '10.99', '42', 'x = "text"'])('skips %s', (text) => {
    expect(MAY_HOLD_WHOLE_FLOAT.test(text)).toBe(false);
  });
});

describe('readers with keepFloats', () => {
  it.each<[string, string, unknown]>([
    [
      'whole floats boxed, integers numbers',
      'a = 1.0\nb = 1\nc = 1.5\nd = -0.0',
      { a: new WholeFloat(1), b: 1, c: 1.5, d: new WholeFloat(-0) },
    ],
    [
      'in arrays and tables',
      'a = [1e2, 2]\n[t]\nb = { c = 3.0 }',
      { a: [new WholeFloat(100), 2], t: { b: { c: new WholeFloat(3) } } },
    ],
    ['big integers stay BigInt', 'a = 1.0\nb = 9007199254740993', { a: new WholeFloat(1), b: 9007199254740993n }],
    ['inf and nan stay numbers', 'a = 1.0\nb = -inf\nc = nan', { a: new WholeFloat(1), b: -Infinity, c: NaN }],
  ])('TOML: %s', (_, text, expected) => {
    expect(readToml(text, { keepFloats: true })).toEqual(expected);
  });

  it.each<[string, string, unknown]>([
    [
      'whole floats boxed, integers numbers',
      '{"a": 1.0, "b": 1, "c": 1.5, "d": -0.0}',
      { a: new WholeFloat(1), b: 1, c: 1.5, d: new WholeFloat(-0) },
    ],
    ['exponents', '[1e2, 1.5e3, 2.5e-1]', [new WholeFloat(100), new WholeFloat(1500), 0.25]],
    ['beside a big integer', '[9007199254740993, 2.0]', [9007199254740993n, new WholeFloat(2)]],
    [
      'JSON5 forms',
      "{a: +1.0, b: .0, c: 5., d: '6.0'} // 7.0",
      { a: new WholeFloat(1), b: new WholeFloat(0), c: new WholeFloat(5), d: '6.0' },
    ],
  ])('JSON: %s', (_, text, expected) => {
    expect(readJsonExact(text, { keepFloats: true })).toEqual(expected);
  });

  it('without keepFloats, a whole float is a number', () => {
    expect(readJsonExact('[1.0]')).toEqual([1]);
    expect(readToml('a = 1.0')).toEqual({ a: 1 });
  });
});
