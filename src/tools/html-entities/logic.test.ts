import { describe, expect, it } from 'vitest';
import { escapeHtml, unescapeHtml } from './logic';

describe('escapeHtml', () => {
  it.each([
    ['', ''],
    ['<title>Toolshed</title>', '&lt;title&gt;Toolshed&lt;/title&gt;'],
    [`Tom & "Jerry's"`, 'Tom &amp; &quot;Jerry&#39;s&quot;'],
    // An existing reference is escaped again: the text is taken literally.
    ['&amp;', '&amp;amp;'],
    // Only the five characters change: accents, emoji, combining marks and symbols stay.
    ['é 😀 e\u0301 © € /=`', 'é 😀 e\u0301 © € /=`'],
    ['  \n\t', '  \n\t'],
  ])('%j → %j', (text, escaped) => expect(escapeHtml(text)).toBe(escaped));

  it('escapes a long text', () => {
    expect(escapeHtml('<a href="x">é</a>'.repeat(50_000))).toBe('&lt;a href=&quot;x&quot;&gt;é&lt;/a&gt;'.repeat(50_000));
  });
});

describe('unescapeHtml', () => {
  it.each([
    ['', ''],
    ['&lt;title&gt;Toolshed&lt;/title&gt;', '<title>Toolshed</title>'],
    ['&quot;&#39;&apos;&amp;', `"''&`],
    ['&nbsp;', '\u00a0'],
    ['&copy; &eacute; &hearts; &euro;', '© é ♥ €'],
    ['&NotEqualTilde;', '\u2242\u0338'],
    // Decimal and hex numeric references, upper- or lower-case x.
    ['&#72;&#x69;&#X21;', 'Hi!'],
    ['&#128512;&#x1F600;', '😀😀'],
    ['e&#769;', 'e\u0301'],
    // Parser rules: legacy names work without ';', longest match first, case matters.
    ['&amp &copy', '& ©'],
    ['&notit;', '¬it;'],
    ['&notin;', '∉'],
    ['&AMP;', '&'],
    ['&Amp;', '&Amp;'],
    // Invalid numeric references get the parser's replacements.
    ['&#0;', '\uFFFD'],
    ['&#xD800;', '\uFFFD'],
    ['&#x110000;', '\uFFFD'],
    ['&#x80;&#150;', '€–'],
    // Not references: left as written.
    ['&unknownentity; & &; &#; &#x;', '&unknownentity; & &; &#; &#x;'],
    ['plain 😀 text', 'plain 😀 text'],
  ])('%j → %j', (html, text) => expect(unescapeHtml(html)).toBe(text));

  it.each(['<title>Toolshed</title>', `Tom & "Jerry's"`, '&amp; already', 'ça va 😀 e\u0301'])(
    'unescapeHtml(escapeHtml(%j)) gives it back',
    (text) => expect(unescapeHtml(escapeHtml(text))).toBe(text),
  );
});
