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
      // Moving text to lines of its own would change it (see logic.text.test.ts).
      'without collapsing, text still stays as written',
      '<a><b>t</b></a>',
      { indentSize: 2, collapseContent: false },
      '<a>\n  <b>t</b>\n</a>',
    ],
    ['indent of 4', '<a><b/></a>', { indentSize: 4, collapseContent: true }, '<a>\n    <b/>\n</a>'],
    ['indent of 0', '<a><b>x</b></a>', { indentSize: 0, collapseContent: true }, '<a>\n<b>x</b>\n</a>'],
    [
      'declaration, comment, CDATA and self-closing tags kept',
      '<?xml version="1.0"?><!-- note --><a><![CDATA[x < y]]><b/></a>',
      defaults,
      // An element holding CDATA is kept as written.
      '<?xml version="1.0"?>\n<!-- note -->\n<a><![CDATA[x < y]]><b/></a>',
    ],
    ['attributes with a > in their value', '<a><b k="1 > 0">v</b></a>', defaults, '<a>\n  <b k="1 > 0">v</b>\n</a>'],
    ['empty input', '', defaults, ''],
    ['whitespace-only input', ' \n ', defaults, ''],
    ['Unicode and emoji', '<名前><x>😀 café</x></名前>', defaults, '<名前>\n  <x>😀 café</x>\n</名前>'],
    [
      'predefined entities and character references, in text and attributes',
      '<a k="&quot;&#x1F600;&apos;">&amp;&lt;&gt;&#65;&#x10FFFF;</a>',
      defaults,
      '<a k="&quot;&#x1F600;&apos;">&amp;&lt;&gt;&#65;&#x10FFFF;</a>',
    ],
    [
      'entities declared in the internal subset stay unexpanded',
      '<!DOCTYPE lol [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><lol k="&a;">&b;&b;</lol>',
      defaults,
      '<!DOCTYPE lol [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>\n<lol k="&a;">&b;&b;</lol>',
    ],
    ['declaration after a byte order mark', '\uFEFF<?xml version="1.0"?><a/>', defaults, '<?xml version="1.0"?>\n<a/>'],
    [
      'a processing instruction whose name starts with xml',
      '<?xml-stylesheet href="s.xsl"?><a/>',
      defaults,
      '<?xml-stylesheet href="s.xsl"?>\n<a/>',
    ],
    ['single hyphens in comments', '<r><a/><!-- - a-b --></r>', defaults, '<r>\n  <a/>\n  <!-- - a-b -->\n</r>'],
    ['a raw > in text', '<a>1 > 0 ]]</a>', defaults, '<a>1 > 0 ]]</a>'],
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

  // Accepted by the validator, refused by the well-formedness checks, at their position.
  it.each<[string, string, Record<string, string | number>]>([
    ['< in an attribute value', '<a b="<"/>', { detailKey: 'lessThanInAttribute', line: 1, column: 7 }],
    ['XML declaration after the root', '<a/><?xml version="1.0"?>', { detailKey: 'misplacedDeclaration', line: 1, column: 5 }],
    [
      'XML declaration inside the root',
      '<a>\n<?xml version="1.0"?></a>',
      { detailKey: 'misplacedDeclaration', line: 2, column: 1 },
    ],
    ['reserved target in another case', '<a><?XML x?></a>', { detailKey: 'misplacedDeclaration', line: 1, column: 4 }],
    ['DOCTYPE after the root', '<a/><!DOCTYPE x>', { detailKey: 'misplacedDoctype', line: 1, column: 5 }],
    ['DOCTYPE inside the root', '<a><!DOCTYPE x></a>', { detailKey: 'misplacedDoctype', line: 1, column: 4 }],
    ['two DOCTYPEs', '<!DOCTYPE a>\n<!DOCTYPE a><a/>', { detailKey: 'misplacedDoctype', line: 2, column: 1 }],
    ['undeclared entity in text', '<a>&foo;</a>', { detailKey: 'undeclaredEntity', name: 'foo', line: 1, column: 4 }],
    ['undeclared entity in an attribute', '<a b="&foo;"/>', { detailKey: 'undeclaredEntity', name: 'foo', line: 1, column: 7 }],
    [
      'entity declared only in a DTD comment',
      '<!DOCTYPE a [<!-- <!ENTITY c "x"> -->]><a>&c;</a>',
      { detailKey: 'undeclaredEntity', name: 'c', line: 1, column: 43 },
    ],
    ['reference to a surrogate', '<a>&#xD800;</a>', { detailKey: 'forbiddenCharRef', reference: '&#xD800;', line: 1, column: 4 }],
    ['reference to NUL', '<a>&#0;</a>', { detailKey: 'forbiddenCharRef', reference: '&#0;', line: 1, column: 4 }],
    [
      'reference past U+10FFFF',
      '<a b="&#x110000;"/>',
      { detailKey: 'forbiddenCharRef', reference: '&#x110000;', line: 1, column: 7 },
    ],
    ['bare & in an attribute', '<a b="&"/>', { detailKey: 'bareAmpersand', line: 1, column: 7 }],
    ['empty character reference', '<a>&#x;</a>', { detailKey: 'bareAmpersand', line: 1, column: 4 }],
    ['raw U+0001', '<a>\u0001</a>', { detailKey: 'forbiddenChar', code: '0001', line: 1, column: 4 }],
    ['raw U+0001 in CDATA', '<a><![CDATA[\u0001]]></a>', { detailKey: 'forbiddenChar', code: '0001', line: 1, column: 13 }],
    ['raw U+FFFE', '<a>\uFFFE</a>', { detailKey: 'forbiddenChar', code: 'FFFE', line: 1, column: 4 }],
    ['lone surrogate', '<a>\uD800</a>', { detailKey: 'forbiddenChar', code: 'D800', line: 1, column: 4 }],
    ['-- inside a comment', '<a><!-- x -- y --></a>', { detailKey: 'doubleHyphenInComment', line: 1, column: 11 }],
    ['comment ending with ---', '<a><!-- x ---></a>', { detailKey: 'doubleHyphenInComment', line: 1, column: 11 }],
    [']]> in text', '<a>x]]></a>', { detailKey: 'cdataEndInText', line: 1, column: 5 }],
  ])('%s', (_, input, params) => {
    expect(inputErrorOf(() => formatXmlText(input, defaults))).toEqual({ key: 'invalidXml', params });
  });
});
