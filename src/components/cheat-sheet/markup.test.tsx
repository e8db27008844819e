import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markupText, withoutMarkup } from './markup';
import { expectOnlyMarkup } from './test-utils';

const html = (text: string) => renderToStaticMarkup(<>{markupText(text)}</>);

describe('markupText', () => {
  it.each([
    ['Plain text:', 'Plain text:'],
    ['', ''],
    ['As <code>[0-9]</code>.', 'As <code>[0-9]</code>.'],
    [
      'Take back the last <strong>N</strong> commits (replace <code>N</code>):',
      'Take back the last <strong>N</strong> commits (replace <code>N</code>):',
    ],
    ['<code>master</code> to <code>main</code>', '<code>master</code> to <code>main</code>'],
    ['<code>&&</code> 和 <code>--</code>', '<code>&amp;&amp;</code> 和 <code>--</code>'],
    ['撤销上一次提交<strong>并丢弃其改动</strong>。', '撤销上一次提交<strong>并丢弃其改动</strong>。'],
  ])('%j', (text, expected) => expect(html(text)).toBe(expected));

  it('keeps any other markup as text', () => {
    expect(html('<em>a</em> <img src=x onerror=alert(1)> & <strong>b</code> <code>c</strong>')).toBe(
      '&lt;em&gt;a&lt;/em&gt; &lt;img src=x onerror=alert(1)&gt; &amp; &lt;strong&gt;b&lt;/code&gt; &lt;code&gt;c&lt;/strong&gt;',
    );
  });
});

describe('withoutMarkup', () => {
  it.each([
    ['a <strong>b</strong> <code>c</code> d', 'a   d'],
    ['<strong>b</code>', '<strong>b</code>'],
    ['<code>a<b</code>', '<code>a<b</code>'],
  ])('%j → %j', (text, expected) => expect(withoutMarkup(text)).toBe(expected));
});

describe('expectOnlyMarkup (the locale check of each sheet)', () => {
  it.each(['<em>a</em>', '**a**', '`a`', '<strong>a</code>', 'a < b', 'a > b', '<code>a</code'])('rejects %j', (text) =>
    expect(() => expectOnlyMarkup(text)).toThrow(),
  );
  it('takes <strong> and <code>', () => expectOnlyMarkup('<strong>a</strong> and <code>b</code>.'));
});
