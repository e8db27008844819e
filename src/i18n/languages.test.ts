import { describe, expect, it } from 'vitest';
import { languages, pickLanguage } from './languages';

describe('pickLanguage', () => {
  it.each([
    ['fr', ['en-US'], 'fr'],
    [null, ['pt-BR', 'en'], 'pt'],
    [null, ['de-DE', 'zh-CN'], 'zh'],
    [null, ['de-DE'], 'en'],
    ['xx', [], 'en'],
  ] as const)('stored %s, browser %j → %s', (stored, browser, expected) => {
    expect(pickLanguage(stored, browser)).toBe(expected);
  });

  it('ships the eight languages, English first', () => {
    expect(languages.map((l) => l.code)).toEqual(['en', 'es', 'fr', 'pt', 'ru', 'uk', 'zh', 'vi']);
  });
});
