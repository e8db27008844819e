import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { binaryToText, textToBinary } from './logic';

describe('textToBinary', () => {
  it.each([
    ['', ''],
    ['A', '01000001'],
    ['Hello', '01001000 01100101 01101100 01101100 01101111'],
    [' \n', '00100000 00001010'],
    ['\0', '00000000'],
    // Latin-1 takes exactly 8 bits; higher code points as many as they need.
    ['é', '11101001'],
    ['ÿ', '11111111'],
    ['Ā', '100000000'],
    ['€', '10000010101100'],
    // An emoji is one code point (U+1F600), not two surrogates.
    ['😀', '11111011000000000'],
    // A combining mark is its own code point.
    ['e\u0301', '01100101 1100000001'],
  ])('%j → %j', (text, binary) => expect(textToBinary(text)).toBe(binary));
});

describe('binaryToText', () => {
  it.each([
    ['', ''],
    ['   \n ', ''],
    ['01001000 01100101 01101100 01101100 01101111', 'Hello'],
    // Groups of at most 8 bits are joined and read as octets, wherever they are split.
    ['0100 1000 0110 1001', 'Hi'],
    ['01001 00001101001', '\u0009\u0069'],
    // One 16-bit group is longer than 8 bits: it is one code point (U+4869), not two octets.
    ['0100100001101001', '\u4869'],
    // Everything but 0, 1 and whitespace is dropped first.
    ['0b01001000, 0b01101001!', 'Hi'],
    ['abc', ''],
    // Groups longer than 8 bits: each group is one code point, short groups included.
    ['10000010101100 1', '€\u0001'],
    ['11111011000000000 01000001', '😀A'],
    ['100001111111111111111', '\u{10ffff}'],
  ])('%j → %j', (binary, text) => expect(binaryToText(binary)).toBe(text));

  it.each([['0100100'], ['01001000 0110100'], ['1 0 1']])('rejects %j: not whole octets', (binary) => {
    expect(inputErrorOf(() => binaryToText(binary))).toEqual({ key: 'invalidBinary', params: {} });
  });

  // Groups that are no Unicode scalar value: the error names the group.
  it.each<[string, Record<string, string>]>([
    ['1101100000000000', { detailKey: 'detailSurrogate', group: '1101100000000000', codePoint: 'U+D800' }],
    ['01000001 1101111111111111', { detailKey: 'detailSurrogate', group: '1101111111111111', codePoint: 'U+DFFF' }],
    // A surrogate pair written as two groups is two invalid code points, not one character.
    ['1101100000111101 1101111000000000', { detailKey: 'detailSurrogate', group: '1101100000111101', codePoint: 'U+D83D' }],
    ['100010000000000000000', { detailKey: 'detailTooLarge', group: '100010000000000000000' }],
    ['1'.repeat(64), { detailKey: 'detailTooLarge', group: `${'1'.repeat(32)}…` }],
  ])('rejects %j: invalid code point', (binary, params) => {
    expect(inputErrorOf(() => binaryToText(binary))).toEqual({ key: 'invalidBinary', params });
  });

  it.each([
    // Just outside the surrogates.
    ['1101011111111111', '\ud7ff'],
    ['1110000000000000', '\ue000'],
  ])('accepts %j', (binary, text) => expect(binaryToText(binary)).toBe(text));

  it('writes a lone surrogate, and refuses to read it back', () => {
    expect(textToBinary('a\ud800')).toBe('01100001 1101100000000000');
    expect(inputErrorOf(() => binaryToText(textToBinary('a\ud800')))).toMatchObject({ params: { codePoint: 'U+D800' } });
  });

  it.each(['Hello world', 'héllo wörld', 'Ça va? 😀👩‍💻 日本語', 'e\u0301 a\u0308', '\u{10ffff}\u0000', 'ÿĀ'.repeat(1000)])(
    'decode(encode(%j)) gives it back',
    (text) => {
      expect(binaryToText(textToBinary(text))).toBe(text);
    },
  );
});
