import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { codeText } from './code-text';

const html = (text: string) => renderToStaticMarkup(<>{codeText(text)}</>);

describe('codeText', () => {
  it.each([
    ['Plain text.', 'Plain text.'],
    ['As <code>[0-9]</code>.', 'As <code>[0-9]</code>.'],
    ['<code>^</code> and <code>$</code>', '<code>^</code> and <code>$</code>'],
    ['<code>&&</code> 和 <code>--</code>', '<code>&amp;&amp;</code> 和 <code>--</code>'],
    ['', ''],
  ])('%j', (text, expected) => expect(html(text)).toBe(expected));

  it('keeps any other markup as text', () => {
    expect(html('<strong>a</strong> <img src=x onerror=alert(1)> <code>b</strong>')).toBe(
      '&lt;strong&gt;a&lt;/strong&gt; &lt;img src=x onerror=alert(1)&gt; &lt;code&gt;b&lt;/strong&gt;',
    );
  });
});
