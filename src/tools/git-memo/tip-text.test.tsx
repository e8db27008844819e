import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tipText } from './tip-text';

const html = (text: string) => renderToStaticMarkup(<>{tipText(text)}</>);

describe('tipText', () => {
  it.each([
    ['Plain text:', 'Plain text:'],
    [
      'Take back the last <strong>N</strong> commits (replace <code>N</code>):',
      'Take back the last <strong>N</strong> commits (replace <code>N</code>):',
    ],
    ['<code>master</code> to <code>main</code>', '<code>master</code> to <code>main</code>'],
    ['撤销上一次提交<strong>并丢弃其改动</strong>。', '撤销上一次提交<strong>并丢弃其改动</strong>。'],
  ])('%j', (text, expected) => expect(html(text)).toBe(expected));

  it('keeps any other markup as text', () => {
    expect(html('<em>a</em> <img src=x onerror=alert(1)> & <strong>b</code>')).toBe(
      '&lt;em&gt;a&lt;/em&gt; &lt;img src=x onerror=alert(1)&gt; &amp; &lt;strong&gt;b&lt;/code&gt;',
    );
  });
});
