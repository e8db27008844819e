import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { convertJsonToToml } from './logic';

describe('convertJsonToToml', () => {
  it.each<[string, string, string]>([
    ['scalars, inline array with inner spaces', '{"a":"x","n":[1,2,3]}', 'a = "x"\nn = [ 1, 2, 3 ]'],
    ['empty input', '', ''],
    ['tables after keys', '{"t":{"k":1},"top":true}', 'top = true\n\n[t]\nk = 1'],
    ['Unicode and escapes', '{"s":"😀\\t\\"q\\""}', 's = "😀\\t\\"q\\""'],
    ['JSON5 input', "{a: 'b', /* c */ n: 1,}", 'a = "b"\nn = 1'],
    ['empty table and empty array', '{"e":{},"l":[]}', 'l = []\n\n[e]'],
    ['whole floats stay floats', '{"a":1.0,"b":100.0,"c":1e2,"d":-0.0,"e":7}', 'a = 1.0\nb = 100.0\nc = 100.0\nd = -0.0\ne = 7'],
    ['other numbers as they were', '{"a":1.5,"b":2.5e-1,"c":1e20}', 'a = 1.5\nb = 0.25\nc = 1e+20'],
  ])('%s', (_, input, expected) => {
    const toml = convertJsonToToml(input);
    expect(toml).toBe(expected);
    if (toml) expect(parse(toml)).toEqual(parse(toml));
  });

  it('round-trips through smol-toml', () => {
    const json = '{"a":{"b":{"c":[{"d":1},{"d":2}]}},"x":[["a"],[1.5]]}';
    expect(parse(convertJsonToToml(json))).toEqual(JSON.parse(json));
  });

  it.each<[string, string, ReturnType<typeof inputErrorOf>]>([
    ['bad JSON', '{a b}', { key: 'invalidJson', params: { reason: "invalid character 'b'", line: 1, column: 4 } }],
    ['array at top level', '[{"a":1}]', { key: 'topLevelNotObject', params: {} }],
    ['null inside an array', '{"a":[null]}', { key: 'tomlNull', params: {} }],
    [
      'nested 20,000 levels deep',
      `{"a":${'{"a":'.repeat(20_000)}1${'}'.repeat(20_001)}`,
      { key: 'invalidJson', params: { detailKey: 'tooDeep' } },
    ],
    [
      'nested 50,000 levels deep',
      `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
      { key: 'invalidJson', params: { detailKey: 'tooDeep' } },
    ],
  ])('%s', (_, input, expected) => {
    expect(inputErrorOf(() => convertJsonToToml(input))).toEqual(expected);
  });
});
