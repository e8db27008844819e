import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { blockToHtml, markdownBlocks, markdownBlocksHtml, markdownToHtml, withinStack } from './logic';

describe('markdownToHtml', () => {
  // Examples in the style of the CommonMark 0.31 and GFM 0.29 specs; marked writes void elements as <hr>.
  it.each<[string, string, string]>([
    ['ATX headings', '# foo\n## foo\n###### foo', '<h1>foo</h1>\n<h2>foo</h2>\n<h6>foo</h6>\n'],
    ['thematic breaks', '***\n---\n___', '<hr>\n<hr>\n<hr>\n'],
    ['emphasis and strong', '*a* _b_ **c** __d__', '<p><em>a</em> <em>b</em> <strong>c</strong> <strong>d</strong></p>\n'],
    ['soft line break kept as a newline', 'a\nb', '<p>a\nb</p>\n'],
    ['hard line breaks', 'a  \nb\\\nc', '<p>a<br>b<br>c</p>\n'],
    ['indented code', '    code\n', '<pre><code>code\n</code></pre>\n'],
    [
      'fenced code with its language, escaped',
      '```js\nconst a = 1 < 2;\n```',
      '<pre><code class="language-js">const a = 1 &lt; 2;\n</code></pre>\n',
    ],
    ['ordered list', '1. one\n2. two', '<ol>\n<li>one</li>\n<li>two</li>\n</ol>\n'],
    ['block quote', '> quote', '<blockquote>\n<p>quote</p>\n</blockquote>\n'],
    ['link with a title', '[a](/url "t")', '<p><a href="/url" title="t">a</a></p>\n'],
    ['image', '![alt](/x.png)', '<p><img src="/x.png" alt="alt"></p>\n'],
    ['autolink', '<http://foo.bar.baz>', '<p><a href="http://foo.bar.baz">http://foo.bar.baz</a></p>\n'],
    ['entities', '&copy; &#35; &lt;', '<p>&copy; # &lt;</p>\n'],
    ['backslash escapes', '\\*not emphasis\\*', '<p>*not emphasis*</p>\n'],
  ])('CommonMark: %s', (_, markdown, html) => expect(markdownToHtml(markdown)).toBe(html));

  it.each<[string, string, string]>([
    [
      'table with alignment',
      '| foo | bar |\n| --- | :-: |\n| baz | bim |',
      '<table>\n<thead>\n<tr>\n<th>foo</th>\n<th align="center">bar</th>\n</tr>\n</thead>\n<tbody><tr>\n<td>baz</td>\n<td align="center">bim</td>\n</tr>\n</tbody></table>\n',
    ],
    ['strikethrough', '~~Hi~~ Hello, ~there~ world!', '<p><del>Hi</del> Hello, <del>there</del> world!</p>\n'],
    ['extended www autolink', 'www.commonmark.org', '<p><a href="http://www.commonmark.org">www.commonmark.org</a></p>\n'],
    [
      'extended URL autolink, trailing dot left out',
      'Visit https://example.com/a?b=1.',
      '<p>Visit <a href="https://example.com/a?b=1">https://example.com/a?b=1</a>.</p>\n',
    ],
    [
      'task list',
      '- [ ] foo\n- [x] bar',
      '<ul>\n<li><input disabled="" type="checkbox"> foo</li>\n<li><input checked="" disabled="" type="checkbox"> bar</li>\n</ul>\n',
    ],
  ])('GFM: %s', (_, markdown, html) => expect(markdownToHtml(markdown)).toBe(html));

  it.each<[string, string, string]>([
    ['empty', '', ''],
    ['blank lines only', ' \n\t\n ', ''],
    ['accents, CJK and emoji', 'Çà et là — 你好 😀 **Ünïcödé**', '<p>Çà et là — 你好 😀 <strong>Ünïcödé</strong></p>\n'],
    ['right-to-left text', '# שלום', '<h1>שלום</h1>\n'],
  ])('%s', (_, markdown, html) => expect(markdownToHtml(markdown)).toBe(html));

  it('passes raw HTML through (convert.ts sanitises it)', () => {
    expect(markdownToHtml('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('converts a long document', () => {
    const markdown = '## Part\n\nSome *text* with `code`.\n\n- a\n- b\n\n'.repeat(5_000);
    const html = markdownToHtml(markdown);
    expect(html.match(/<h2>Part<\/h2>/g)).toHaveLength(5_000);
    expect(html.endsWith('<li>b</li>\n</ul>\n')).toBe(true);
  });

  it('survives deep nesting', () => {
    expect(markdownToHtml(`${'>'.repeat(2_000)} deep`)).toContain('deep');
    expect(markdownToHtml(`${'['.repeat(10_000)}x${']'.repeat(10_000)}`)).toContain('x');
  });

  it('says a text nested beyond the call stack is too deep (withinStack), as thrown by the engine or by marked', () => {
    const recurse = (depth: number): number => recurse(depth + 1) + 1;
    expect(inputErrorOf(() => withinStack(() => recurse(0)))).toEqual({ key: 'tooDeep', params: {} });
    const rethrown = new Error('Maximum call stack size exceeded\nPlease report this to https://github.com/markedjs/marked.');
    expect(
      inputErrorOf(() =>
        withinStack(() => {
          throw rethrown;
        }),
      ),
    ).toEqual({ key: 'tooDeep', params: {} });
    expect(() => withinStack(() => JSON.parse('{'))).toThrow(SyntaxError);
  });
});

describe('markdownBlocks', () => {
  it.each([
    '# Title\n\nA [reference][r] defined at the end.\n\n- a\n\n- b (a loose list)\n\n| x |\n|---|\n| 1 |\n\n[r]: https://example.com',
    'para one\nstill one\n\n    code\n\n> quote\n> more\n\n1. x\n2. y\n\n***\n\n```\nfence\n```\n\nlast',
    Array.from({ length: 300 }, (_, i) => `## Part ${i}\n\nText *${i}* with a [link][r].`).join('\n\n') + '\n\n[r]: /x',
  ])('its blocks one by one give the same HTML as the whole text (%#)', (markdown) => {
    const { blocks, rawHtml } = markdownBlocks(markdown);
    expect(rawHtml).toBe(false);
    expect(blocks.length).toBeGreaterThan(3);
    expect(blocks.map(blockToHtml).join('')).toBe(markdownToHtml(markdown));
  });

  it.each<[string, string, boolean]>([
    ['no HTML', '# a\n\n*b* `<i>`', false],
    ['an HTML block', '<div>\n\n*a*\n\n</div>', true],
    ['inline HTML', 'a <b>bold</b>', true],
    ['inline HTML in a list', '- a <img src=x>', true],
    ['an escaped tag is text', 'a \\<b>', false],
  ])('raw HTML: %s', (_, markdown, rawHtml) => expect(markdownBlocks(markdown).rawHtml).toBe(rawHtml));

  it('gives no block for a blank text', () => expect(markdownBlocks(' \n ')).toEqual({ blocks: [], rawHtml: false }));
});

describe('markdownBlocksHtml (what the markdown worker answers)', () => {
  it('gives each block as HTML, blank lines left out, the whole text when put together', () => {
    const markdown = '# Title\n\n\n\npara *one*\n\n    code\n\n> quote\n\n[r]: /x';
    const { blocks, rawHtml } = markdownBlocksHtml(markdown);
    expect(rawHtml).toBe(false);
    expect(blocks).toEqual([
      '<h1>Title</h1>\n',
      '<p>para <em>one</em></p>\n',
      '<pre><code>code\n</code></pre>\n',
      '<blockquote>\n<p>quote</p>\n</blockquote>\n',
    ]);
    expect(blocks.join('')).toBe(markdownToHtml(markdown));
  });

  it('flags raw HTML and gives nothing for a blank text', () => {
    expect(markdownBlocksHtml('a <i>b</i>\n\nc')).toEqual({ blocks: ['<p>a <i>b</i></p>\n', '<p>c</p>\n'], rawHtml: true });
    expect(markdownBlocksHtml(' \n ')).toEqual({ blocks: [], rawHtml: false });
  });
});
