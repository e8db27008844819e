import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { MAX_DEPTH, readXmlCompact, xmlToJson, xmlToJsonInto } from './logic';

const nested = (depth: number) => '<a>'.repeat(depth) + '</a>'.repeat(depth);

describe('xmlToJson', () => {
  it.each<[string, string, unknown]>([
    ['default input: attributes are strings', `<a x="1.234" y="It's"/>`, { a: { _attributes: { x: '1.234', y: "It's" } } }],
    [
      'declaration, repeated siblings as an array, indentation dropped',
      '<?xml version="1.0" encoding="UTF-8"?>\n<r>\n  <b>1</b>\n  <b k="v">2</b>\n  <c/>\n</r>',
      {
        _declaration: { _attributes: { version: '1.0', encoding: 'UTF-8' } },
        r: { b: [{ _text: '1' }, { _attributes: { k: 'v' }, _text: '2' }], c: {} },
      },
    ],
    [
      'values stay strings (no number or boolean parsing)',
      '<n><i>007</i><f>1e3</f><b>true</b></n>',
      { n: { i: { _text: '007' }, f: { _text: '1e3' }, b: { _text: 'true' } } },
    ],
    ['text keeps its spaces', '<a> x  y </a>', { a: { _text: ' x  y ' } }],
    ['an empty element and a whitespace-only one', '<r><a></a><b>  </b></r>', { r: { a: {}, b: {} } }],
    [
      'mixed content: runs of text between elements, CDATA is text, comments and instructions do not split a run',
      '<p>x<![CDATA[<&lt;>]]>y<!-- c -->z<?pi q?><b/> tail</p>',
      { p: { _text: ['x<&lt;>yz', ' tail'], b: {} } },
    ],
    [
      'predefined entities and character references are replaced',
      '<a k="&quot;&#x41;&apos;">&amp;&lt;&gt;&#65;&#x1F600;</a>',
      { a: { _attributes: { k: '"A\'' }, _text: '&<>A😀' } },
    ],
    [
      'declared entities stay as written (never expanded)',
      '<!DOCTYPE a [<!ENTITY e "zz">]><a k="&e;">&e;!</a>',
      { a: { _attributes: { k: '&e;' }, _text: '&e;!' } },
    ],
    [
      'attribute values: a literal tab or line break reads as a space, a reference keeps it',
      '<a k="1\t2\n3&#10;4&#9;5"/>',
      { a: { _attributes: { k: '1 2 3\n4\t5' } } },
    ],
    ['line ends normalised to \\n', '<a>x\r\ny\rz</a>', { a: { _text: 'x\ny\nz' } }],
    [
      'comments, processing instructions and the DOCTYPE are left out',
      '<?xml-stylesheet href="s.xsl"?><!DOCTYPE r SYSTEM "r.dtd"><!-- c --><r/><!-- after -->',
      { r: {} },
    ],
    [
      'namespace prefixes are kept in names',
      '<x:a xmlns:x="urn:x" x:k="1"><x:b/></x:a>',
      { 'x:a': { _attributes: { 'xmlns:x': 'urn:x', 'x:k': '1' }, 'x:b': {} } },
    ],
    [
      'names that are special in JavaScript',
      '<constructor __proto__="1" toString="2"><prototype/><__proto__>p</__proto__><hasOwnProperty/></constructor>',
      {
        constructor: {
          _attributes: { ['__proto__']: '1', toString: '2' },
          prototype: {},
          ['__proto__']: { _text: 'p' },
          hasOwnProperty: {},
        },
      },
    ],
    ['Unicode names and text', '<名前 属性="値">😀 café</名前>', { 名前: { _attributes: { 属性: '値' }, _text: '😀 café' } }],
    [
      'a byte order mark before the declaration',
      '\uFEFF<?xml version="1.0"?><a/>',
      { _declaration: { _attributes: { version: '1.0' } }, a: {} },
    ],
  ])('%s', (_, input, expected) => {
    expect(JSON.parse(xmlToJson(input))).toEqual(expected);
  });

  it('writes JSON with a 2-space indent, attributes first and members in document order', () => {
    expect(xmlToJson('<r k="v"><b>1</b>t<a/></r>')).toBe(
      '{\n  "r": {\n    "_attributes": {\n      "k": "v"\n    },\n    "b": {\n      "_text": "1"\n    },\n    "_text": "t",\n    "a": {}\n  }\n}',
    );
  });

  it('writes the same text in parts as whole (the worker writes a long output in parts)', () => {
    const xml = `<items>${Array.from({ length: 3000 }, (_, i) => `<item id="${i}"><name>n ${i} 😀</name><tag>a</tag><tag>b</tag></item>`).join('')}</items>`;
    const parts: string[] = [];
    xmlToJsonInto(xml, { write: (part) => parts.push(part), reset: () => parts.splice(0) });
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe(xmlToJson(xml));
  });

  it('keeps names such as __proto__ as own members, never as a prototype', () => {
    const value = readXmlCompact('<__proto__ polluted="yes"/>') as Record<string, Record<string, unknown>>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(xmlToJson('<__proto__ polluted="yes"/>')).toContain('"__proto__": {');
  });

  it.each([
    ['empty input', ''],
    ['whitespace-only input', ' \n\t '],
  ])('%s gives an empty output', (_, input) => {
    expect(xmlToJson(input)).toBe('');
  });

  it(`converts elements nested ${MAX_DEPTH} levels deep, and refuses one more`, () => {
    expect(xmlToJson(nested(MAX_DEPTH))).toMatch(/^\{\n {2}"a": \{/);
    // Repeated siblings at every level: an array between each level of objects.
    const withArrays = '<a><a/>'.repeat(MAX_DEPTH - 1) + '<a/>' + '</a>'.repeat(MAX_DEPTH - 1);
    expect(xmlToJson(withArrays).length).toBeGreaterThan(MAX_DEPTH);
    expect(inputErrorOf(() => xmlToJson(nested(MAX_DEPTH + 1)))).toEqual({
      key: 'invalidXml',
      params: { detailKey: 'tooDeep', max: MAX_DEPTH },
    });
  });

  it('does not expand an entity bomb', () => {
    const bomb =
      '<!DOCTYPE lol [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><lol>&c;&c;&c;</lol>';
    expect(JSON.parse(xmlToJson(bomb))).toEqual({ lol: { _text: '&c;&c;&c;' } });
  });

  it.each<[string, string, ReturnType<typeof inputErrorOf>]>([
    [
      'mismatched tags',
      '<a>\n  <b></a>',
      {
        key: 'invalidXml',
        params: { reason: "Expected closing tag 'b' (opened in line 2, col 3) instead of closing tag 'a'.", line: 2, column: 6 },
      },
    ],
    [
      'attribute without a value',
      '<a x/>',
      { key: 'invalidXml', params: { reason: "boolean attribute 'x' is not allowed.", line: 1, column: 4 } },
    ],
    [
      'no root element',
      '<?xml version="1.0"?>\n<!-- only a comment -->',
      { key: 'invalidXml', params: { reason: 'Start tag expected.' } },
    ],
    ['text after the root', '<a/>\ntail', { key: 'invalidXml', params: { detailKey: 'outsideRoot', line: 2, column: 1 } }],
    ['a second root element', '<a/><b/>', { key: 'invalidXml', params: { detailKey: 'multipleRoots', line: 1, column: 5 } }],
    [
      '< in an attribute value',
      '<a b="<"/>',
      { key: 'invalidXml', params: { detailKey: 'lessThanInAttribute', line: 1, column: 7 } },
    ],
    [
      'undeclared entity',
      '<a>\n  &foo;</a>',
      { key: 'invalidXml', params: { detailKey: 'undeclaredEntity', name: 'foo', line: 2, column: 3 } },
    ],
    [
      'misplaced declaration',
      '<a><?xml version="1.0"?></a>',
      { key: 'invalidXml', params: { detailKey: 'misplacedDeclaration', line: 1, column: 4 } },
    ],
    [
      'reference to a character XML forbids',
      '<a>&#0;</a>',
      { key: 'invalidXml', params: { detailKey: 'forbiddenCharRef', reference: '&#0;', line: 1, column: 4 } },
    ],
    [
      'bare ampersand in an attribute',
      '<a b="x & y"/>',
      { key: 'invalidXml', params: { detailKey: 'bareAmpersand', line: 1, column: 9 } },
    ],
  ])('%s', (_, input, expected) => {
    expect(inputErrorOf(() => xmlToJson(input))).toEqual(expected);
  });
});
