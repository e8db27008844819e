import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { convertTomlToJson } from './logic';

/** The example document of the TOML website (toml.io), abridged. */
const TOML_EXAMPLE = `title = "TOML Example"

[owner]
name = "Tom Preston-Werner"
dob = 1979-05-27T07:32:00-08:00

[database]
enabled = true
ports = [ 8000, 8001, 8002 ]
data = [ ["delta", "phi"], [3.14] ]
temp_targets = { cpu = 79.5, case = 72.0 }`;

describe('convertTomlToJson', () => {
  it.each<[string, string, string]>([
    [
      'TOML website example',
      TOML_EXAMPLE,
      '{\n   "title": "TOML Example",\n   "owner": {\n      "name": "Tom Preston-Werner",\n      "dob": "1979-05-27T15:32:00.000Z"\n   },\n   "database": {\n      "enabled": true,\n      "ports": [\n         8000,\n         8001,\n         8002\n      ],\n      "data": [\n         [\n            "delta",\n            "phi"\n         ],\n         [\n            3.14\n         ]\n      ],\n      "temp_targets": {\n         "cpu": 79.5,\n         "case": 72.0\n      }\n   }\n}',
    ],
    ['whitespace-only input', '  \n', ''],
    ['Unicode', 'k = "😀 ü"', '{\n   "k": "😀 ü"\n}'],
    [
      'largest 64-bit integer keeps its digits',
      'max = 9223372036854775807\nmin = -9223372036854775808',
      '{\n   "max": 9223372036854775807,\n   "min": -9223372036854775808\n}',
    ],
    ['2^53 itself stays a number', 'n = 9007199254740992', '{\n   "n": 9007199254740992\n}'],
    ['local date-time with a space gets a T', 'd = 1979-05-27 07:32:00', '{\n   "d": "1979-05-27T07:32:00"\n}'],
    ['a local time keeps its fraction digits', 't = 07:32:00.999999', '{\n   "t": "07:32:00.999999"\n}'],
    ['a date-like text in a multi-line string', 's = """\nd = 2023-02-30\n"""', '{\n   "s": "d = 2023-02-30\\n"\n}'],
    ['inf, -inf and nan become strings', 'a = inf\nb = -inf\nc = nan', '{\n   "a": "inf",\n   "b": "-inf",\n   "c": "nan"\n}'],
    [
      'whole floats stay floats',
      'a = 1.0\nb = 1e2\nc = -0.0\nd = 7',
      '{\n   "a": 1.0,\n   "b": 100.0,\n   "c": -0.0,\n   "d": 7\n}',
    ],
  ])('%s', (_, input, expected) => {
    expect(convertTomlToJson(input)).toBe(expected);
  });

  it.each<[string, string, ReturnType<typeof inputErrorOf>]>([
    ['missing value', 'a =', { key: 'invalidToml', params: expect.objectContaining({ line: 1 }) as never }],
    ['duplicate key', 'a = 1\na = 2', { key: 'invalidToml', params: expect.objectContaining({ line: 2 }) as never }],
    [
      'impossible date',
      'd = 2021-02-29',
      { key: 'invalidToml', params: { reason: 'invalid date 2021-02-29', line: 1, column: 5 } },
    ],
  ])('%s', (_, input, expected) => {
    expect(inputErrorOf(() => convertTomlToJson(input))).toEqual(expected);
  });
});
