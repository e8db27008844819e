import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { convertTomlToYaml } from './logic';

describe('convertTomlToYaml', () => {
  it.each<[string, string, string]>([
    ['tables and arrays', 'a = 1\n[t]\nlist = ["x", "yes"]', "a: 1\nt:\n  list:\n    - x\n    - 'yes'"],
    ['empty input', '', ''],
    ['Unicode', 'k = "日本 😀"', 'k: 日本 😀'],
    [
      'offset date-time and local date are timestamps',
      'odt = 1979-05-27T07:32:00Z\nld = 1979-05-27',
      'odt: 1979-05-27T07:32:00.000Z\nld: 1979-05-27',
    ],
    ['time of day is a string', 't = 07:32:00', "t: '07:32:00'"],
    ['local date-time keeps its text', 'ldt = 1979-05-27 07:32:00.5', 'ldt: 1979-05-27T07:32:00.5'],
    ['big integer keeps its digits', 'big = 9223372036854775807', 'big: 9223372036854775807'],
    ['array of tables', '[[p]]\nid = 1\n[[p]]\nid = 2', 'p:\n  - id: 1\n  - id: 2'],
    ['whole floats stay floats', 'a = 1.0\nb = 100.0\nc = 1e2\nd = -0.0\ne = 7', 'a: 1.0\nb: 100.0\nc: 100.0\nd: -0.0\ne: 7'],
    ['inf and nan', 'a = inf\nb = -inf\nc = nan', 'a: .inf\nb: -.inf\nc: .nan'],
    ['a local date-time is an unquoted timestamp', 'd = 2024-01-15T10:30:00', 'd: 2024-01-15T10:30:00'],
    ['a date-like string stays quoted', 'd = "2024-01-15"', "d: '2024-01-15'"],
  ])('%s', (_, input, expected) => {
    expect(convertTomlToYaml(input)).toBe(expected);
  });

  it.each<[string, string, ReturnType<typeof inputErrorOf>]>([
    ['bad TOML', 'a = = 1', { key: 'invalidToml', params: { reason: 'invalid value', line: 1, column: 5 } }],
    ['unterminated string', 'a = "x', { key: 'invalidToml', params: expect.objectContaining({ line: 1 }) as never }],
    [
      '5,000 nested arrays',
      `a = ${'['.repeat(5_000)}${']'.repeat(5_000)}`,
      { key: 'invalidToml', params: { detailKey: 'tooDeep' } },
    ],
    [
      '5,000 dotted header parts',
      `[${Array.from({ length: 5_000 }, () => 'a').join('.')}]`,
      { key: 'invalidToml', params: { detailKey: 'tooDeep' } },
    ],
  ])('%s', (_, input, expected) => {
    expect(inputErrorOf(() => convertTomlToYaml(input))).toEqual(expected);
  });
});
