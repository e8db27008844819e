import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT, formatHtml } from './logic';

const cases: { name: string; input: string; output: string }[] = [
  { name: 'empty input', input: '', output: '' },
  { name: 'whitespace only', input: ' \n\t ', output: '' },
  {
    name: 'the default content',
    input: DEFAULT_CONTENT,
    output: '<h1>Hey!</h1>\n<p>Welcome to this html wysiwyg editor</p>',
  },
  { name: 'an empty paragraph', input: '<p></p>', output: '<p></p>' },
  {
    name: 'inline markup untouched',
    input: '<p>a <strong>b</strong> <em>c</em> <s>d</s> <code>e &lt;f&gt;</code><br>g</p>',
    output: '<p>a <strong>b</strong> <em>c</em> <s>d</s> <code>e &lt;f&gt;</code><br>g</p>',
  },
  {
    name: 'spaces inside an inline-only block kept',
    input: '<p> two  spaces </p>',
    output: '<p> two  spaces </p>',
  },
  {
    name: 'headings 1 to 4',
    input: '<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4>',
    output: '<h1>1</h1>\n<h2>2</h2>\n<h3>3</h3>\n<h4>4</h4>',
  },
  {
    name: 'a bullet list (tiptap wraps items in paragraphs)',
    input: '<ul><li><p>one</p></li><li><p>two</p></li></ul>',
    output: '<ul>\n  <li>\n    <p>one</p>\n  </li>\n  <li>\n    <p>two</p>\n  </li>\n</ul>',
  },
  {
    name: 'a nested ordered list with attributes',
    input: '<ol start="3"><li><p>a</p><ol><li><p>b</p></li></ol></li></ol>',
    output: [
      '<ol start="3">',
      '  <li>',
      '    <p>a</p>',
      '    <ol>',
      '      <li>',
      '        <p>b</p>',
      '      </li>',
      '    </ol>',
      '  </li>',
      '</ol>',
    ].join('\n'),
  },
  {
    name: 'list items holding inline content only',
    input: '<ul><li>one</li><li><b>two</b></li></ul>',
    output: '<ul>\n  <li>one</li>\n  <li><b>two</b></li>\n</ul>',
  },
  {
    name: 'a blockquote',
    input: '<blockquote><p>quoted</p></blockquote>',
    output: '<blockquote>\n  <p>quoted</p>\n</blockquote>',
  },
  {
    name: 'a code block keeps its text and newlines',
    input: '<pre><code>if (a &lt; b) {\n  <p>not a block</p>\n}</code></pre><p>after</p>',
    output: '<pre><code>if (a &lt; b) {\n  <p>not a block</p>\n}</code></pre>\n<p>after</p>',
  },
  {
    name: 'a code block inside a blockquote',
    input: '<blockquote><pre><code class="language-js">x\ny</code></pre></blockquote>',
    output: '<blockquote>\n  <pre><code class="language-js">x\ny</code></pre>\n</blockquote>',
  },
  {
    name: 'inline runs between blocks get their own line',
    input: '<div>text <i>x</i><p>p</p> tail </div>',
    output: '<div>\n  text <i>x</i>\n  <p>p</p>\n  tail\n</div>',
  },
  { name: 'a horizontal rule', input: '<p>a</p><hr><p>b</p>', output: '<p>a</p>\n<hr>\n<p>b</p>' },
  { name: 'a self-closed block', input: '<div/><p>b</p>', output: '<div/>\n<p>b</p>' },
  {
    name: 'already formatted input is re-indented',
    input: '<ul>\n    <li>\n<p>x</p>\n</li>\n</ul>\n',
    output: '<ul>\n  <li>\n    <p>x</p>\n  </li>\n</ul>',
  },
  {
    name: 'Unicode text and attributes',
    input: '<p title="é > ü">héllo 😀 世界</p><h2>Привіт</h2>',
    output: '<p title="é > ü">héllo 😀 世界</p>\n<h2>Привіт</h2>',
  },
  { name: 'upper-case tag names', input: '<UL><LI>x</LI></UL>', output: '<UL>\n  <LI>x</LI>\n</UL>' },
  { name: 'a comment stays inline', input: '<p>a<!-- <p> -->b</p>', output: '<p>a<!-- <p> -->b</p>' },
  { name: 'text that is not a tag', input: '<p>1 < 2 and <3</p>', output: '<p>1 < 2 and <3</p>' },
  { name: 'plain text without tags', input: 'just text', output: 'just text' },
  {
    name: 'an unclosed block is closed by nothing',
    input: '<blockquote><p>open',
    output: '<blockquote>\n  <p>open',
  },
  {
    name: 'a stray closing tag stays in the inline flow',
    input: '<p>a</div>b</p>',
    output: '<p>a</div>b</p>',
  },
  {
    name: 'a closing tag closes the blocks left open inside it',
    input: '<div><p>a</div><p>b</p>',
    output: '<div>\n  <p>a\n</div>\n<p>b</p>',
  },
  {
    name: 'a textarea keeps its raw content inline',
    input: '<p><textarea>\n<p>x</p></textarea></p>',
    output: '<p><textarea>\n<p>x</p></textarea></p>',
  },
];

describe('formatHtml', () => {
  it.each(cases)('$name', ({ input, output }) => {
    expect(formatHtml(input)).toBe(output);
  });

  it('changes only whitespace between blocks', () => {
    const input =
      '<h2>T</h2><ul><li><p>a <strong>b</strong></p><ul><li><p>c</p></li></ul></li></ul><blockquote><p>q<br>r</p></blockquote>';
    expect(formatHtml(input).replace(/\n\s*/g, '')).toBe(input);
  });

  it('formats a large document in linear time', () => {
    const input = '<ul><li><p>item <em>x</em></p></li></ul>'.repeat(5_000);
    const output = formatHtml(input);
    expect(output.split('\n')).toHaveLength(5_000 * 5);
  });
});
