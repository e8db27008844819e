import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { convertJsonToYaml } from './logic';

describe('convertJsonToYaml', () => {
  it.each<[string, string, string]>([
    ['object with a list, sequences indented under their key', '{"a":[1,2],"b":{"c":"d"}}', 'a:\n  - 1\n  - 2\nb:\n  c: d'],
    ['empty input', '   ', ''],
    ['strings quoted only when needed', '["plain","true","1.5","","a: b"]', "- plain\n- 'true'\n- '1.5'\n- ''\n- 'a: b'"],
    ['Unicode', '{"ключ":"😀 é"}', 'ключ: 😀 é'],
    [
      'JSON5: comments, single quotes, unquoted keys, trailing commas',
      "{ // c\n key: 'v', list: [1,], }",
      'key: v\nlist:\n  - 1',
    ],
    ['scalar document', '42', '42'],
    ['null', 'null', 'null'],
    ['whole floats stay floats', '{"a":1.0,"b":1e2,"c":-0.0,"d":7}', 'a: 1.0\nb: 100.0\nc: -0.0\nd: 7'],
  ])('%s', (_, input, expected) => {
    expect(convertJsonToYaml(input)).toBe(expected);
  });

  it.each<[string, string, ReturnType<typeof inputErrorOf>]>([
    ['unterminated object', '{"a": 1', { key: 'invalidJson', params: { reason: 'invalid end of input', line: 1, column: 8 } }],
    [
      'error on a later line',
      '{\n  "a": 1\n  b: 2\n}',
      { key: 'invalidJson', params: { reason: "invalid character 'b'", line: 3, column: 3 } },
    ],
    [
      'nested 20,000 levels deep',
      '['.repeat(20_000) + ']'.repeat(20_000),
      { key: 'invalidJson', params: { detailKey: 'tooDeep' } },
    ],
    [
      'nested 50,000 levels deep',
      '['.repeat(50_000) + ']'.repeat(50_000),
      { key: 'invalidJson', params: { detailKey: 'tooDeep' } },
    ],
  ])('%s', (_, input, expected) => {
    expect(inputErrorOf(() => convertJsonToYaml(input))).toEqual(expected);
  });
});
