import { describe, expect, it } from 'vitest';
import { NATO_WORDS, natoWord, textToNato } from './logic';

describe('textToNato', () => {
  it.each([
    ['', ''],
    ['a', 'Alpha'],
    ['SOS', 'Sierra Oscar Sierra'],
    ['Hello', 'Hotel Echo Lima Lima Oscar'],
    // A space is kept, between the single-space joins: three spaces.
    ['a b', 'Alpha   Bravo'],
    ['   ', '     '],
    ['x-Ray', 'X-ray - Romeo Alpha Yankee'],
    ['R2D2', 'Romeo 2 Delta 2'],
    ['a\nb', 'Alpha \n Bravo'],
  ])('%j → %j', (input, expected) => expect(textToNato(input)).toBe(expected));

  it.each([
    // Non-ASCII letters are not spelled, whatever they look like.
    ['été', 'é Tango é'],
    ['Ωmega', 'Ω Mike Echo Golf Alpha'],
    // A letter with a combining mark is one character, kept as is like its precomposed form.
    ['e\u0301t', 'e\u0301 Tango'],
    // Emoji, astral characters and ZWJ sequences stay whole.
    ['a😀b', 'Alpha 😀 Bravo'],
    ['👩‍💻z', '👩‍💻 Zulu'],
    ['𝐀a', '𝐀 Alpha'],
    ['日本', '日 本'],
  ])('Unicode: %j → %j', (input, expected) => expect(textToNato(input)).toBe(expected));

  it('spells the whole alphabet in both cases', () => {
    const upper = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    expect(textToNato(upper)).toBe(NATO_WORDS.join(' '));
    expect(textToNato(upper.toLowerCase())).toBe(NATO_WORDS.join(' '));
    expect(NATO_WORDS).toHaveLength(26);
  });

  it('handles a long text', () => {
    // Node 20's segmenter is slow on long strings (Chromium's is linear): a modest length here.
    const spelled = textToNato('ab'.repeat(2_500));
    expect(spelled.split(' ')).toHaveLength(5_000);
    expect(spelled.startsWith('Alpha Bravo Alpha')).toBe(true);
  });
});

describe('natoWord', () => {
  it.each([
    ['q', 'Quebec'],
    ['Q', 'Quebec'],
    ['@', undefined],
    ['[', undefined],
    ['`', undefined],
    ['{', undefined],
    ['ab', undefined],
    ['', undefined],
  ])('%j → %j', (char, word) => expect(natoWord(char)).toBe(word));
});
