import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { readJsonExact } from './json-exact';

describe('readJsonExact', () => {
  it.each<[string, string, unknown]>([
    ['plain JSON, no long digits', '{"a": [1, -2.5, true, null, "x"]}', { a: [1, -2.5, true, null, 'x'] }],
    ['2^53 + 1 keeps its last digit', '9007199254740993', 9007199254740993n],
    ['2^53 itself is not a safe integer: BigInt', '[9007199254740992]', [9007199254740992n]],
    ['the largest safe integer stays a number', '[9007199254740991, -9007199254740991]', [9007199254740991, -9007199254740991]],
    ['negative big integer', '{"n": -9007199254740993}', { n: -9007199254740993n }],
    ['beyond 64 bits', '{"n": 123456789012345678901234567890}', { n: 123456789012345678901234567890n }],
    ['nested in arrays and objects', '{"a": [{"b": 18446744073709551616}]}', { a: [{ b: 18446744073709551616n }] }],
    ['exponent form stays a number', '[12345678901234567890e0, 1.5e3, -2E-2]', [12345678901234567000, 1500, -0.02]],
    ['a fraction stays a number (rounded)', '[9007199254740993.0]', [9007199254740992]],
    [
      'digits in strings stay strings',
      '{"12345678901234567890": "98765432109876543210"}',
      { '12345678901234567890': '98765432109876543210' },
    ],
    ['escaped quote before digits in a string', '["a\\"12345678901234567890"]', ['a"12345678901234567890']],
    ['whitespace only', '  \n\t', undefined],
  ])('JSON: %s', (_, text, expected) => {
    expect(readJsonExact(text)).toEqual(expected);
  });

  it.each<[string, string, unknown]>([
    [
      'comments, unquoted keys, trailing commas',
      '{a: 9007199254740993, // 12345678901234567890\n b: [-9007199254740993,], /* 99999999999999999 */}',
      { a: 9007199254740993n, b: [-9007199254740993n] },
    ],
    ['leading plus sign', '[+9007199254740993]', [9007199254740993n]],
    [
      'single-quoted strings keep their digits',
      "['12345678901234567890', 9007199254740993]",
      ['12345678901234567890', 9007199254740993n],
    ],
    [
      'unquoted key with digits in another script',
      '{ключ12345678901234567890: 9007199254740993, b: 1}',
      { ключ12345678901234567890: 9007199254740993n, b: 1 },
    ],
    ['unquoted key with digits', '{k12345678901234567890: 9007199254740993}', { k12345678901234567890: 9007199254740993n }],
    ['hex stays a number', '[0x10, 9007199254740993]', [16, 9007199254740993n]],
    ['Infinity and NaN', '[Infinity, -Infinity, 9007199254740993]', [Infinity, -Infinity, 9007199254740993n]],
  ])('JSON5: %s', (_, text, expected) => {
    expect(readJsonExact(text)).toEqual(expected);
  });

  it.each<[string, string, ReturnType<typeof inputErrorOf>]>([
    ['one line', '{"a": 1,,}', { key: 'invalidJson', params: { reason: "invalid character ','", line: 1, column: 9 } }],
    [
      'after a big integer, at the position as typed',
      '{\n  "a": 12345678901234567890,\n  "b": x\n}',
      { key: 'invalidJson', params: { reason: "invalid character 'x'", line: 3, column: 8 } },
    ],
    [
      'a big integer as a key is refused where it stands',
      '{\n 12345678901234567890: 1}',
      { key: 'invalidJson', params: { reason: "invalid character '1'", line: 2, column: 2 } },
    ],
    [
      'unterminated string after a big integer',
      '[9007199254740993, "abc',
      { key: 'invalidJson', params: { reason: 'invalid end of input', line: 1, column: 24 } },
    ],
  ])('error: %s', (_, text, expected) => {
    expect(inputErrorOf(() => readJsonExact(text))).toEqual(expected);
  });

  it.each<[string, string, number | undefined, ReturnType<typeof inputErrorOf>]>([
    [
      '20,000 levels, with a limit',
      '['.repeat(20_000) + ']'.repeat(20_000),
      1000,
      { key: 'invalidJson', params: { detailKey: 'tooDeep' } },
    ],
    [
      '1001 levels of objects',
      '{"a":'.repeat(1001) + '1' + '}'.repeat(1001),
      1000,
      { key: 'invalidJson', params: { detailKey: 'tooDeep' } },
    ],
    [
      'with big integers too',
      `[${'['.repeat(1001)}9007199254740993${']'.repeat(1002)}`,
      1000,
      { key: 'invalidJson', params: { detailKey: 'tooDeep' } },
    ],
    ['1000 levels are within the limit', '['.repeat(1000) + ']'.repeat(1000), 1000, 'no error'],
    ['no limit unless asked', '['.repeat(2000) + ']'.repeat(2000), undefined, 'no error'],
  ])('depth: %s', (_, text, maxDepth, expected) => {
    expect(inputErrorOf(() => readJsonExact(text, { maxDepth }))).toEqual(expected);
  });
});
