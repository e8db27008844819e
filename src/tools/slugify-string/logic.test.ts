import { describe, expect, it } from 'vitest';
import { isLostInSlug, slugify } from './logic';

describe('slugify', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['My file path', 'my-file-path'],
    ['  --Hello--  World__ ', 'hello-world'],
    // camelCase is split, digits are kept.
    ['fooBar bazQux', 'foo-bar-baz-qux'],
    ['ThisIsATest 2', 'this-is-a-test-2'],
    ['Version 1.2.3', 'version-1-2-3'],
    // Built-in symbol replacements.
    ['I ♥ Dogs & Cats', 'i-love-dogs-and-cats'],
    ['C# & C++', 'c-and-c'],
    // Accents, combining marks and other scripts are transliterated.
    ['Déjà Vu!', 'deja-vu'],
    ['e\u0301te\u0301', 'ete'],
    ['München Straße', 'muenchen-strasse'],
    ['Я люблю единорогов', 'ya-lyublyu-edinorogov'],
    ['Ελληνικά', 'ellinika'],
    // Emoji and ideographs have no Latin form: dropped.
    ['😀 smile 👍🏽', 'smile'],
    ['日本語', ''],
    ['!!!', ''],
  ])('%j → %j', (text, slug) => expect(slugify(text)).toBe(slug));

  it('slugifies a long text', () => {
    expect(slugify('Hello World '.repeat(1_000))).toBe(`${'hello-world-'.repeat(999)}hello-world`);
  });
});

describe('isLostInSlug', () => {
  it.each([
    ['', '', false],
    ['   ', '', false],
    ['日本語', '', true],
    ['😀', '', true],
    ['abc', 'abc', false],
  ])('%j / %j → %s', (text, slug, lost) => expect(isLostInSlug(text, slug)).toBe(lost));
});
