import { describe, expect, it } from 'vitest';
import { numeronym } from './logic';

describe('numeronym', () => {
  it.each([
    ['', ''],
    ['a', 'a'],
    ['ab', 'ab'],
    ['abc', 'abc'],
    ['abcd', 'a2d'],
    ['internationalization', 'i18n'],
    ['localization', 'l10n'],
    ['accessibility', 'a11y'],
    ['Kubernetes', 'K8s'],
    // Spaces belong to the word.
    ['hello world', 'h9d'],
    ['   ', '   '],
    ['    ', ' 2 '],
    // Code points, not UTF-16 units: an emoji is one character.
    ['😀😀😀', '😀😀😀'],
    ['😀abc😀', '😀3😀'],
    ['héllo', 'h3o'],
    ['日本語です', '日3す'],
  ])('%j → %j', (word, expected) => expect(numeronym(word)).toBe(expected));

  it('counts a long word', () => expect(numeronym(`a${'x'.repeat(100_000)}z`)).toBe('a100000z'));
});
