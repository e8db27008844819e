import { describe, expect, it } from 'vitest';
import { textToUnicode, unicodeToText } from './logic';

describe('textToUnicode', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['\n\t', ''],
    ['A', '&#65;'],
    ['Hello Avengers', '&#72;&#101;&#108;&#108;&#111;&#32;&#65;&#118;&#101;&#110;&#103;&#101;&#114;&#115;'],
    [' a ', '&#32;&#97;&#32;'],
    ['é', '&#233;'],
    ['€', '&#8364;'],
    // One reference per code point: an emoji is one, a combining mark is its own.
    ['😀', '&#128512;'],
    ['e\u0301', '&#101;&#769;'],
    ['👍🏽', '&#128077;&#127997;'],
    ['\u{10ffff}', '&#1114111;'],
  ])('%j → %j', (text, unicode) => expect(textToUnicode(text)).toBe(unicode));
});

describe('unicodeToText', () => {
  it.each([
    ['', ''],
    ['   ', '   '],
    ['&#72;&#105;', 'Hi'],
    ['&#x48;&#X69;', 'Hi'],
    ['&#x1F600;', '😀'],
    ['&#x1f600;', '😀'],
    ['&#0065;', 'A'],
    // Other text is untouched, references inside it are replaced.
    ['Say &#72;&#105; & <b>bye</b>', 'Say Hi & <b>bye</b>'],
    // Not numeric references: left as written.
    ['&amp; &#; &#x; &#65 &#xZZ; &#-1;', '&amp; &#; &#x; &#65 &#xZZ; &#-1;'],
    // A surrogate pair written as two references combines into its character.
    ['&#55357;&#56832;', '😀'],
    ['&#xD83D;&#xDE00;', '😀'],
    // Above U+10FFFF: left as written.
    ['&#1114112;', '&#1114112;'],
    ['&#x110000;A&#65;', '&#x110000;AA'],
    ['&#99999999999999999999999;', '&#99999999999999999999999;'],
    ['&#1114111;', '\u{10ffff}'],
  ])('%j → %j', (unicode, text) => expect(unicodeToText(unicode)).toBe(text));

  it.each(['Hello Avengers', 'Ça va? 😀👩‍💻 日本語', 'e\u0301 a\u0308', 'line\nbreak\ttab', '&#65; already encoded'])(
    'unicodeToText(textToUnicode(%j)) gives it back',
    (text) => expect(unicodeToText(textToUnicode(text))).toBe(text),
  );

  it('handles a long text', () => {
    const text = 'a😀'.repeat(50_000);
    const encoded = textToUnicode(text);
    expect(encoded).toHaveLength(50_000 * '&#97;&#128512;'.length);
    expect(unicodeToText(encoded)).toBe(text);
  });
});
