import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { csvField, jsonToCsv, type LineEnding } from './logic';

describe('csvField (RFC 4180 §2.6–2.7)', () => {
  it.each<[string, string]>([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['', ''],
    [' spaces kept ', ' spaces kept '],
  ])('%j → %j', (text, expected) => {
    expect(csvField(text)).toBe(expected);
  });
});

describe('jsonToCsv', () => {
  it.each<[string, string, LineEnding, string]>([
    ['array of objects', '[{"a":1,"b":"x"},{"a":2,"b":"y"}]', 'lf', 'a,b\n1,x\n2,y'],
    ['CRLF line endings', '[{"a":1},{"a":2}]', 'crlf', 'a\r\n1\r\n2'],
    ['single object', '{"name":"Ada","year":1815}', 'lf', 'name,year\nAda,1815'],
    [
      'header is the union of keys, first seen first; missing keys are empty',
      '[{"a":1},{"b":2,"a":3},{"c":4}]',
      'lf',
      'a,b,c\n1,,\n3,2,\n,,4',
    ],
    [
      'null, booleans, numbers in their JSON form',
      '[{"n":null,"t":true,"f":false,"x":1e21,"y":0.1}]',
      'lf',
      'n,t,f,x,y\nnull,true,false,1e+21,0.1',
    ],
    [
      'nested values as compact JSON, quoted for their commas and quotes',
      '[{"o":{"k":"v","l":[1,2]}}]',
      'lf',
      'o\n"{""k"":""v"",""l"":[1,2]}"',
    ],
    [
      'quotes, commas and line breaks inside a field',
      '[{"q":"say \\"hi\\"","c":"a,b","n":"l1\\nl2"}]',
      'crlf',
      'q,c,n\r\n"say ""hi""","a,b","l1\nl2"',
    ],
    ['a key that needs quoting', '[{"a,b":1}]', 'lf', '"a,b"\n1'],
    ['empty array', '[]', 'lf', ''],
    ['empty input', '  ', 'lf', ''],
    ['objects without keys', '[{}, {}]', 'lf', ''],
    ['Unicode and emoji', '[{"名前":"😀 café"}]', 'lf', '名前\n😀 café'],
    ['big integers keep their digits', '[{"id":12345678901234567890}]', 'lf', 'id\n12345678901234567890'],
    ['JSON5 input', "[{a: 'x', /* c */ b: 2,},]", 'lf', 'a,b\nx,2'],
    ['index-like keys are columns in first-seen order', '[{"b":1,"2":2},{"1":3,"b":4}]', 'lf', 'b,2,1\n1,2,\n4,,3'],
    ['index-like keys inside a nested value keep their order', '[{"o":{"z":1,"3":2}}]', 'lf', 'o\n"{""z"":1,""3"":2}"'],
  ])('%s', (_, input, lineEnding, expected) => {
    expect(jsonToCsv(input, { lineEnding })).toBe(expected);
  });

  it.each<[string, string, ReturnType<typeof inputErrorOf>]>([
    ['invalid JSON', '[{"a":1}', { key: 'invalidJson', params: { reason: 'invalid end of input', line: 1, column: 9 } }],
    ['array of numbers', '[1, 2]', { key: 'notObjects', params: {} }],
    ['array with a null', '[{"a":1}, null]', { key: 'notObjects', params: {} }],
    ['nested arrays', '[[1]]', { key: 'notObjects', params: {} }],
    ['a string', '"text"', { key: 'notObjects', params: {} }],
  ])('%s', (_, input, expected) => {
    expect(inputErrorOf(() => jsonToCsv(input, { lineEnding: 'lf' }))).toEqual(expected);
  });
});
