import { describe, expect, it } from 'vitest';
import { formatByteSize, textStatistics } from './logic';

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

describe('textStatistics', () => {
  it.each([
    // text, characters, words, lines
    ['', 0, 0, 0],
    [' ', 1, 0, 1],
    ['hello', 5, 1, 1],
    ['  Lorem   ipsum  dolor ', 23, 3, 1],
    ['a\nb', 3, 2, 2],
    ['a\r\nb', 4, 2, 2],
    ['a\rb', 3, 2, 2],
    ['a\n\r\nb\r', 6, 2, 4],
    ['\n', 1, 0, 2],
    ['\r\n\r\n', 4, 0, 3],
    ['tab\tseparated\vand\fform', 22, 4, 1],
    // Unicode whitespace separates words: NBSP, ideographic space, line separator, NEL.
    ['a\u00a0b\u3000c\u2028d\u0085e', 9, 5, 1],
    // Zero-width space and BOM are not White_Space: they belong to the word.
    ['a\u200bb \ufeffc', 6, 2, 1],
    // Emoji are one code point each; a ZWJ sequence counts its parts.
    ['😀', 1, 1, 1],
    ['😀 😀', 3, 2, 1],
    ['👩‍💻', 3, 1, 1],
    ['👍🏽', 2, 1, 1],
    // A combining mark is its own code point, inside its word.
    ['e\u0301te\u0301', 5, 1, 1],
    ['日本語 テキスト', 8, 2, 1],
    ['\u{10ffff}', 1, 1, 1],
  ])('%j → %i characters, %i words, %i lines', (text, characters, words, lines) => {
    const stats = textStatistics(text);
    expect(stats).toEqual({ characters, words, lines, bytes: utf8Length(text) });
    expect(stats.characters).toBe([...text].length);
  });

  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['€', 3],
    ['😀', 4],
    ['e\u0301', 3],
    // A lone surrogate is encoded as U+FFFD (3 bytes), as TextEncoder does.
    ['\ud83d', 3],
    ['a\ude00b', 5],
    ['\ud83d\ud83d\ude00', 7],
  ])('%j is %i UTF-8 bytes', (text, bytes) => {
    expect(textStatistics(text).bytes).toBe(bytes);
    expect(bytes).toBe(utf8Length(text));
  });

  it('counts a lone surrogate as one character and part of a word', () => {
    expect(textStatistics('x\ud800 y')).toMatchObject({ characters: 4, words: 2 });
  });

  it('agrees with a naive count on a large mixed text', () => {
    const text = 'Ça va? 😀👩‍💻 日本語\r\nline\ttwo\n\n'.repeat(20_000);
    const stats = textStatistics(text);
    expect(stats.characters).toBe([...text].length);
    expect(stats.words).toBe(text.split(/\p{White_Space}+/u).filter(Boolean).length);
    expect(stats.lines).toBe(text.split(/\r\n|\r|\n/).length);
    expect(stats.bytes).toBe(utf8Length(text));
  });
});

describe('formatByteSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1100, '1.07 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [5 * 1024 * 1024, '5 MB'],
    [1.255 * 1024 ** 3, '1.25 GB'],
    [2 * 1024 ** 4, '2 TB'],
    [3000 * 1024 ** 4, '3000 TB'],
  ])('%i → %s', (bytes, text) => expect(formatByteSize(bytes)).toBe(text));
});
