import { describe, expect, it } from 'vitest';
import { formatXmlText, type XmlFormatOptions } from './logic';

const on: XmlFormatOptions = { indentSize: 2, collapseContent: true };
const off: XmlFormatOptions = { indentSize: 2, collapseContent: false };

// Formatting only re-indents whitespace between elements: text, mixed content, CDATA, comments,
// processing instructions and xml:space="preserve" subtrees keep every character, with either option.
describe('formatXmlText keeps the content', () => {
  it.each<[string, string, string]>([
    ['text-only element with inner spaces and a line break', '<p>  a\n  b  </p>', '<p>  a\n  b  </p>'],
    ['mixed content', '<r><p>Hello <b>world</b>!</p></r>', '<r>\n  <p>Hello <b>world</b>!</p>\n</r>'],
    ['mixed content with line breaks', '<p>Hello\n  <b>world</b>\n!</p>', '<p>Hello\n  <b>world</b>\n!</p>'],
    ['elements inside mixed content are not re-indented', '<p>a<q>\n<b/>\n</q></p>', '<p>a<q>\n<b/>\n</q></p>'],
    ['multi-line text under element-only content', '<r>\n<t>\n    x\n  </t></r>', '<r>\n  <t>\n    x\n  </t>\n</r>'],
    ['whitespace-only element', '<r><a>   </a><b>\n</b></r>', '<r>\n  <a>   </a>\n  <b>\n</b>\n</r>'],
    ['a space written as a reference', '<r><a>&#32;</a></r>', '<r>\n  <a>&#32;</a>\n</r>'],
    ['CDATA with the whitespace around it', '<r><c> <![CDATA[ x ]]>\n</c></r>', '<r>\n  <c> <![CDATA[ x ]]>\n</c>\n</r>'],
    ['comment inside text', '<p>a <!-- c --> b</p>', '<p>a <!-- c --> b</p>'],
    ['processing instruction as written', '<r><?pi   a  b ?><x/></r>', '<r>\n  <?pi   a  b ?>\n  <x/>\n</r>'],
    [
      'xml:space="preserve" subtree',
      '<r><pre xml:space="preserve">\n <x> <y/> </x>\n</pre></r>',
      '<r>\n  <pre xml:space="preserve">\n <x> <y/> </x>\n</pre>\n</r>',
    ],
    [
      "xml:space='preserve' in single quotes, not a look-alike in a value",
      "<r><a xml:space='preserve'> <b/> </a><c t='xml:space=\"preserve\"'> <d/> </c></r>",
      "<r>\n  <a xml:space='preserve'> <b/> </a>\n  <c t='xml:space=\"preserve\"'>\n    <d/>\n  </c>\n</r>",
    ],
    [
      'whitespace inside tags is tidied, attribute values are not',
      '<r  a = "1  2"\n   b=\'x "y"\' ><c\n/></r >',
      '<r a="1  2" b=\'x "y"\'>\n  <c/>\n</r>',
    ],
    ['line breaks read as \\n', '<r>\r\n<a k="1\r\n2">x\r\ny\rz</a>\r</r>', '<r>\n  <a k="1\n2">x\ny\nz</a>\n</r>'],
    ['empty elements both ways', '<r><a></a><b/></r>', '<r>\n  <a></a>\n  <b/>\n</r>'],
  ])('%s', (_, input, expected) => {
    expect(formatXmlText(input, on)).toBe(expected);
    expect(formatXmlText(input, off)).toBe(expected);
  });

  // "Collapse content" decides whether an element without child elements but with comments or
  // processing instructions stays as written or has them on lines of their own.
  it.each<[string, string, string, string]>([
    ['one comment', '<a><!-- c --></a>', '<a><!-- c --></a>', '<a>\n  <!-- c -->\n</a>'],
    [
      'comment and instruction between spaces',
      '<r><a> <!--c--> <?p x?> </a></r>',
      '<r>\n  <a> <!--c--> <?p x?> </a>\n</r>',
      '<r>\n  <a>\n    <!--c-->\n    <?p x?>\n  </a>\n</r>',
    ],
  ])('%s', (_, input, collapsed, expanded) => {
    expect(formatXmlText(input, on)).toBe(collapsed);
    expect(formatXmlText(input, off)).toBe(expanded);
  });
});

const documents = [
  '<hello><world>foo</world><world>bar</world></hello>',
  '<?xml version="1.0"?>\n<!DOCTYPE r [<!ENTITY e "x">]>\n<!-- top --><r a="1"><p>Hi <b>&e;</b>!</p>\n<q>\n  x\n</q></r><?end?>',
  '<r><a><!--c--></a><b> <?p?> </b><c><![CDATA[ ]]></c><d xml:space="preserve"> <e/> </d></r>',
  '<r>\n\t<a>\n\t\t<b>t</b>\n\t</a>\n\t<a   x="1"/>\n</r>',
  '\uFEFF<?xml version="1.0"?><r><s>  </s><t/></r>',
  '<r>\r\n <a b="1\r\n2">x\r\n</a>\r\n</r>\r\n',
];

describe('formatXmlText is idempotent', () => {
  it.each(documents.flatMap((doc) => [0, 2, 4].flatMap((indentSize) => [true, false].map((c) => [doc, indentSize, c] as const))))(
    '%j, indent %i, collapse %s',
    (doc, indentSize, collapseContent) => {
      const options = { indentSize, collapseContent };
      const once = formatXmlText(doc, options);
      expect(formatXmlText(once, options)).toBe(once);
    },
  );
});
