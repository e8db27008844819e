import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { prettifyJson, prettifyJsonInto, type JsonPrettifyOptions } from './logic';

const sorted3: JsonPrettifyOptions = { indentSize: 3, sortKeys: true };

describe('prettifyJson', () => {
  it.each<[string, string, JsonPrettifyOptions, string]>([
    [
      'default input, keys sorted, 3 spaces',
      '{"hello": "world", "foo": "bar"}',
      sorted3,
      '{\n   "foo": "bar",\n   "hello": "world"\n}',
    ],
    ['key order kept when not sorting', '{"b": 1, "a": 2}', { indentSize: 2, sortKeys: false }, '{\n  "b": 1,\n  "a": 2\n}'],
    [
      'index-like keys keep their place when not sorting',
      '{"b": 1, "10": 2, "2": 3}',
      { indentSize: 0, sortKeys: false },
      '{"b":1,"10":2,"2":3}',
    ],
    [
      'index-like keys sort as text when sorting',
      '{"b": 1, "10": 2, "2": 3}',
      sorted3,
      '{\n   "10": 2,\n   "2": 3,\n   "b": 1\n}',
    ],
    ['indent 0 gives one line', '{ "b": [1, 2], "a": {} }', { indentSize: 0, sortKeys: true }, '{"a":{},"b":[1,2]}'],
    [
      'sorting is recursive, inside arrays too, and arrays keep their order',
      '[{"z": 1, "y": {"d": 0, "c": 0}}, 3, 1]',
      { indentSize: 1, sortKeys: true },
      '[\n {\n  "y": {\n   "c": 0,\n   "d": 0\n  },\n  "z": 1\n },\n 3,\n 1\n]',
    ],
    [
      'English collation: case-insensitive first, accents after',
      '{"b":1,"B":2,"a":3,"é":4,"e":5}',
      { indentSize: 0, sortKeys: true },
      '{"a":3,"b":1,"B":2,"e":5,"é":4}',
    ],
    ['index-like keys sorted as text', '{"b":0,"10":1,"9":2}', { indentSize: 0, sortKeys: true }, '{"10":1,"9":2,"b":0}'],
    ['empty input', '', sorted3, ''],
    ['whitespace-only input', ' \n\t ', sorted3, ''],
    [
      'Unicode and emoji',
      '{"名前":"😀 café","\\u00e9":"\\ud83d\\ude00"}',
      { indentSize: 0, sortKeys: false },
      '{"名前":"😀 café","é":"😀"}',
    ],
    ['2^53 + 1 keeps its digits', '{"n": 9007199254740993}', sorted3, '{\n   "n": 9007199254740993\n}'],
    [
      'big integers, negative and in arrays, without sorting',
      '[-123456789012345678901234567890, 12345678901234567890, 1.5, "12345678901234567890"]',
      { indentSize: 0, sortKeys: false },
      '[-123456789012345678901234567890,12345678901234567890,1.5,"12345678901234567890"]',
    ],
    [
      'a big integer in a JSON5 document',
      "{n: 18446744073709551616, // max\n s: '1234567890123456789'}",
      { indentSize: 0, sortKeys: true },
      '{"n":18446744073709551616,"s":"1234567890123456789"}',
    ],
    [
      'JSON5: comments, single quotes, unquoted keys, trailing commas, hex',
      "// c\n{ key: 'v', list: [1, 0x10,], }",
      { indentSize: 2, sortKeys: true },
      '{\n  "key": "v",\n  "list": [\n    1,\n    16\n  ]\n}',
    ],
    ['scalar document', '"text"', sorted3, '"text"'],
    [
      'an own __proto__ key stays a key',
      '{"__proto__": {"x": 1}, "a": 0}',
      { indentSize: 0, sortKeys: true },
      '{"__proto__":{"x":1},"a":0}',
    ],
  ])('%s', (_, input, options, expected) => {
    expect(prettifyJson(input, options)).toBe(expected);
    // Written in parts (the worker's way), the same text.
    let parts = '';
    prettifyJsonInto(input, { write: (part) => (parts += part), reset: () => (parts = '') }, options);
    expect(parts).toBe(expected);
  });

  it.each<[string, string, ReturnType<typeof inputErrorOf>]>([
    ['unterminated object', '{"a": 1', { key: 'invalidJson', params: { reason: 'invalid end of input', line: 1, column: 8 } }],
    [
      'error on a later line',
      '{\n  "a": 1\n  b: 2\n}',
      { key: 'invalidJson', params: { reason: "invalid character 'b'", line: 3, column: 3 } },
    ],
    [
      'the position is that of the text as typed, even with big integers',
      '[12345678901234567890, 12345678901234567890 x]',
      { key: 'invalidJson', params: { reason: "invalid character 'x'", line: 1, column: 45 } },
    ],
    [
      'leading zeros are not a number',
      '[0012345678901234567890]',
      { key: 'invalidJson', params: expect.objectContaining({ line: 1, column: 3 }) as never },
    ],
  ])('%s', (_, input, expected) => {
    expect(inputErrorOf(() => prettifyJson(input, sorted3))).toEqual(expected);
  });

  it('refuses an indent outside 0–10', () => {
    expect(inputErrorOf(() => prettifyJson('{}', { indentSize: 11, sortKeys: true }))).toEqual({
      key: 'indentRange',
      params: { min: 0, max: 10 },
    });
  });

  it('reports a document nested too deep to write', () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    expect(inputErrorOf(() => prettifyJson(deep, sorted3))).toEqual({ key: 'invalidJson', params: { detailKey: 'tooDeep' } });
  });
});
