import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { formatXmlText, type XmlFormatOptions } from './logic';

const defaults: XmlFormatOptions = { indentSize: 2, collapseContent: true };

describe('formatXmlText', () => {
  it.each<[string, string, XmlFormatOptions, string]>([
    [
      'default input',
      '<hello><world>foo</world><world>bar</world></hello>',
      defaults,
      '<hello>\n  <world>foo</world>\n  <world>bar</world>\n</hello>',
    ],
    [
      'without collapsing, text goes on its own line',
      '<a><b>t</b></a>',
      { indentSize: 2, collapseContent: false },
      '<a>\n  <b>\n    t\n  </b>\n</a>',
    ],
    ['indent of 4', '<a><b/></a>', { indentSize: 4, collapseContent: true }, '<a>\n    <b/>\n</a>'],
    ['indent of 0', '<a><b>x</b></a>', { indentSize: 0, collapseContent: true }, '<a>\n<b>x</b>\n</a>'],
    [
      'declaration, comment, CDATA and self-closing tags kept',
      '<?xml version="1.0"?><!-- note --><a><![CDATA[x < y]]><b/></a>',
      defaults,
      // An element holding CDATA is mixed content: xml-formatter keeps it as written.
      '<?xml version="1.0"?>\n<!-- note -->\n<a><![CDATA[x < y]]><b/></a>',
    ],
    ['attributes with a > in their value', '<a><b k="1 > 0">v</b></a>', defaults, '<a>\n  <b k="1 > 0">v</b>\n</a>'],
    ['empty input', '', defaults, ''],
    ['whitespace-only input', ' \n ', defaults, ''],
    ['Unicode and emoji', '<名前><x>😀 café</x></名前>', defaults, '<名前>\n  <x>😀 café</x>\n</名前>'],
  ])('%s', (_, input, options, expected) => {
    expect(formatXmlText(input, options)).toBe(expected);
  });

  it.each<[string, string, ReturnType<typeof inputErrorOf>]>([
    [
      'mismatched tags',
      '<a><b></a>',
      {
        key: 'invalidXml',
        params: { reason: "Expected closing tag 'b' (opened in line 1, col 4) instead of closing tag 'a'.", line: 1, column: 7 },
      },
    ],
    [
      'attribute without a value',
      '<a x/>',
      { key: 'invalidXml', params: { reason: "boolean attribute 'x' is not allowed.", line: 1, column: 4 } },
    ],
    [
      'unclosed tag',
      '<a><b></b>',
      { key: 'invalidXml', params: expect.objectContaining({ reason: expect.stringMatching(/a/) as never }) as never },
    ],
    ['text after the root', '<a/>\n  tail', { key: 'invalidXml', params: { detailKey: 'outsideRoot', line: 2, column: 3 } }],
    [
      'unquoted attribute value',
      '<a x=1/>',
      { key: 'invalidXml', params: { reason: "Attribute 'x' is without value.", line: 1, column: 4 } },
    ],
    ['a second root element', '<a/><b/>', { key: 'invalidXml', params: { detailKey: 'multipleRoots', line: 1, column: 5 } }],
  ])('%s', (_, input, expected) => {
    expect(inputErrorOf(() => formatXmlText(input, defaults))).toEqual(expected);
  });
});
