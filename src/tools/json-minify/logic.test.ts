import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { minifyJson } from './logic';

describe('minifyJson', () => {
  it.each<[string, string, string]>([
    ['default input, tab-indented', '{\n\t"hello": [\n\t\t"world"\n\t]\n}', '{"hello":["world"]}'],
    ['key order kept, index-like keys too', '{ "b": 1, "2": 0, "a": 2 }', '{"b":1,"2":0,"a":2}'],
    ['spaces inside strings are kept', '{ "a b" : " x\\" y " }', '{"a b":" x\\" y "}'],
    ['empty input', '', ''],
    ['whitespace-only input', ' \r\n ', ''],
    ['Unicode and emoji', '[ "😀 é" , "名前" ]', '["😀 é","名前"]'],
    ['big integers keep their digits', '{ "n" : 123456789012345678901234567890 }', '{"n":123456789012345678901234567890}'],
    [
      'JSON5 in, strict JSON out',
      "{ // comment\n  unquoted: 'single', trailing: [1, 2,], }",
      '{"unquoted":"single","trailing":[1,2]}',
    ],
    ['a big integer in JSON5', '{ n: 12345678901234567890, }', '{"n":12345678901234567890}'],
    ['index-like keys keep their place in JSON5', '{ b: 1, \'2\': 2, "1": 3, }', '{"b":1,"2":2,"1":3}'],
  ])('%s', (_, input, expected) => {
    expect(minifyJson(input)).toBe(expected);
  });

  it.each<[string, string, ReturnType<typeof inputErrorOf>]>([
    ['unterminated array', '[1, 2', { key: 'invalidJson', params: { reason: 'invalid end of input', line: 1, column: 6 } }],
    [
      'error on a later line',
      '{\n  "a": @\n}',
      { key: 'invalidJson', params: { reason: "invalid character '@'", line: 2, column: 8 } },
    ],
  ])('%s', (_, input, expected) => {
    expect(inputErrorOf(() => minifyJson(input))).toEqual(expected);
  });
});
