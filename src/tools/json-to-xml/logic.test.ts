import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { jsonToXml, MAX_DEPTH } from './logic';

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('jsonToXml', () => {
  it.each<[string, string, string]>([
    [
      'default input: the apostrophe needs no escape inside double quotes',
      `{"a":{"_attributes":{"x":"1.234","y":"It's"}}}`,
      `<a x="1.234" y="It's"/>`,
    ],
    [
      'declaration, an array repeats its element, empty elements self-closed',
      '{"_declaration":{"_attributes":{"version":"1.0","encoding":"UTF-8"}},"r":{"b":[{"_text":"1"},{"_attributes":{"k":"v"},"_text":"2"}],"c":{}}}',
      '<?xml version="1.0" encoding="UTF-8"?><r><b>1</b><b k="v">2</b><c/></r>',
    ],
    ['a declaration without a version gets 1.0', '{"_declaration":{},"a":"x"}', '<?xml version="1.0"?><a>x</a>'],
    [
      'the declaration is written first wherever its key is',
      '{"a":"x","_declaration":{"_attributes":{"version":"1.1"}}}',
      '<?xml version="1.1"?><a>x</a>',
    ],
    [
      'scalars as text: numbers and booleans in their JSON form, null and "" as empty elements',
      '{"r":{"n":[1,2.5,-0.5e-7,true,null,""]}}',
      '<r><n>1</n><n>2.5</n><n>-5e-8</n><n>true</n><n/><n/></r>',
    ],
    ['integers beyond 2^53 keep their digits', '{"id":9007199254740993}', '<id>9007199254740993</id>'],
    ['nested arrays repeat the element too', '{"a":[[1,2],3]}', '<a>1</a><a>2</a><a>3</a>'],
    ['_text as an array of runs around elements', '{"p":{"_text":["x "," y"],"b":"bold"}}', '<p>x  y<b>bold</b></p>'],
    [
      'text escaped: & < > (so ]]> cannot appear) and carriage return; quotes and line breaks kept',
      String.raw`{"t":"a & b < c > d ]]> \"q\" 'a' \r\n\tz"}`,
      '<t>a &amp; b &lt; c &gt; d ]]&gt; "q" \'a\' &#13;\n\tz</t>',
    ],
    [
      'attributes escaped: & < > " and tab, line feed, carriage return as references',
      String.raw`{"a":{"_attributes":{"t":"1\t2\n3\r4\"5'6<7&8>"}}}`,
      `<a t="1&#9;2&#10;3&#13;4&quot;5'6&lt;7&amp;8&gt;"/>`,
    ],
    [
      'an entity-like text is data, escaped as such',
      '{"a":{"_attributes":{"k":"&apos;"},"_text":"&amp; &#65;"}}',
      '<a k="&amp;apos;">&amp;amp; &amp;#65;</a>',
    ],
    [
      'attribute values: numbers, null as empty, objects as compact JSON',
      '{"a":{"_attributes":{"n":1,"z":null,"o":{"k":[1]}}}}',
      '<a n="1" z="" o="{&quot;k&quot;:[1]}"/>',
    ],
    ['an object in _text as compact JSON', '{"a":{"_text":{"k":1}}}', '<a>{"k":1}</a>'],
    [
      'JSON5: comments, single quotes, unquoted keys, trailing commas',
      "{ // note\n  a: {_attributes: {k: 'v',}, b: ['x', 'y',],},\n}",
      '<a k="v"><b>x</b><b>y</b></a>',
    ],
    [
      'names that are special in JavaScript',
      '{"constructor":{"_attributes":{"__proto__":"1","toString":"2"},"prototype":{},"__proto__":"p"}}',
      '<constructor __proto__="1" toString="2"><prototype/><__proto__>p</__proto__></constructor>',
    ],
    [
      'namespace prefixes in names',
      '{"x:a":{"_attributes":{"xmlns:x":"urn:x"},"x:b":1}}',
      '<x:a xmlns:x="urn:x"><x:b>1</x:b></x:a>',
    ],
    ['Unicode names and values', '{"名前":{"_attributes":{"属性":"値"},"_text":"😀 café"}}', '<名前 属性="値">😀 café</名前>'],
    ['several top-level keys make several elements', '{"a":1,"b":2}', '<a>1</a><b>2</b>'],
    ['a top-level array: its items one after the other', '[{"a":1},{"b":2},"t"]', '<a>1</a><b>2</b>t'],
    ['a top-level scalar is text', '"x & y"', 'x &amp; y'],
    ['top-level null', 'null', ''],
    [
      '_attributes and _declaration are ordinary names where they have no other meaning',
      '{"_attributes":{"_declaration":1}}',
      '<_attributes><_declaration>1</_declaration></_attributes>',
    ],
    ['a multi-line document gives one line', '{\n  "a": {\n    "b": 1,\n    "c": 2\n  }\n}', '<a><b>1</b><c>2</c></a>'],
  ])('%s', (_, input, expected) => {
    expect(jsonToXml(input)).toBe(expected);
  });

  it.each([
    ['empty input', ''],
    ['whitespace-only input', ' \n\t '],
  ])('%s gives an empty output', (_, input) => {
    expect(jsonToXml(input)).toBe('');
  });

  it(`writes elements nested ${MAX_DEPTH} levels deep, and refuses deeper`, () => {
    expect(jsonToXml(nested(MAX_DEPTH))).toMatch(/^(<a>){1000}1<\/a>/);
    expect(inputErrorOf(() => jsonToXml(nested(MAX_DEPTH + 1)))).toEqual({
      key: 'invalidJson',
      params: { detailKey: 'tooDeep' },
    });
    expect(inputErrorOf(() => jsonToXml('['.repeat(100_000) + ']'.repeat(100_000)))).toEqual({
      key: 'invalidJson',
      params: { detailKey: 'tooDeep' },
    });
  });

  it.each<[string, string, ReturnType<typeof inputErrorOf>]>([
    ['unterminated object', '{"a": 1', { key: 'invalidJson', params: { reason: 'invalid end of input', line: 1, column: 8 } }],
    [
      'error on a later line',
      '{\n  "a": 1\n  b: 2\n}',
      { key: 'invalidJson', params: { reason: "invalid character 'b'", line: 3, column: 3 } },
    ],
    ['a key with a space', '{"a b": 1}', { key: 'invalidJson', params: { detailKey: 'invalidName', name: 'a b' } }],
    [
      'a key starting with a digit',
      '{"r": {"1st": 1}}',
      { key: 'invalidJson', params: { detailKey: 'invalidName', name: '1st' } },
    ],
    ['an empty key', '{"": 1}', { key: 'invalidJson', params: { detailKey: 'invalidName', name: '' } }],
    [
      'an attribute name that is no XML name',
      '{"a": {"_attributes": {"x=y": 1}}}',
      { key: 'invalidJson', params: { detailKey: 'invalidName', name: 'x=y' } },
    ],
    [
      'a control character XML cannot hold',
      String.raw`{"a": "x\u0001"}`,
      { key: 'invalidJson', params: { detailKey: 'forbiddenChar', code: '0001' } },
    ],
    [
      'a lone surrogate in an attribute',
      String.raw`{"a": {"_attributes": {"k": "\ud800"}}}`,
      { key: 'invalidJson', params: { detailKey: 'forbiddenChar', code: 'D800' } },
    ],
    [
      '_attributes that is not an object',
      '{"a": {"_attributes": ["x"]}}',
      { key: 'invalidJson', params: { detailKey: 'attributesNotObject' } },
    ],
  ])('%s', (_, input, expected) => {
    expect(inputErrorOf(() => jsonToXml(input))).toEqual(expected);
  });
});
