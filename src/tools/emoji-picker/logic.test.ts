import { describe, expect, it } from 'vitest';
import { emojibaseLocale, emojiData, emojiIndex } from './data';
import { capitalise, codePointsOf, groupEmojis, GROUPS, jsEscapeOf, searchEmojis } from './logic';

describe('codePointsOf and jsEscapeOf', () => {
  it.each([
    ['😀', '0x1f600', '\\ud83d\\ude00'],
    ['A', '0x41', '\\u0041'],
    ['©️', '0xa9 0xfe0f', '\\u00a9\\ufe0f'],
    ['👍🏽', '0x1f44d 0x1f3fd', '\\ud83d\\udc4d\\ud83c\\udffd'],
    ['👨‍💻', '0x1f468 0x200d 0x1f4bb', '\\ud83d\\udc68\\u200d\\ud83d\\udcbb'],
    ['🇫🇷', '0x1f1eb 0x1f1f7', '\\ud83c\\uddeb\\ud83c\\uddf7'],
    ['1️⃣', '0x31 0xfe0f 0x20e3', '\\u0031\\ufe0f\\u20e3'],
    ['', '', ''],
  ])('%s → %s, %s', (emoji, codePoints, escape) => {
    expect(codePointsOf(emoji)).toBe(codePoints);
    expect(jsEscapeOf(emoji)).toBe(escape);
    // The escape is valid JavaScript for the same string.
    expect(JSON.parse(`"${escape}"`)).toBe(emoji);
  });
});

describe('capitalise', () => {
  it.each([
    ['grinning face', 'en', 'Grinning face'],
    ['visage rieur', 'fr', 'Visage rieur'],
    ['усміхнене обличчя', 'uk', 'Усміхнене обличчя'],
    ['笑脸', 'zh', '笑脸'],
    ['émoticône', 'fr', 'Émoticône'],
    // The first code point, not the first UTF-16 unit.
    ['\u{10428}x', 'en', '\u{10400}x'],
    ['', 'en', ''],
  ])('%j (%s) → %j', (text, lang, expected) => expect(capitalise(text, lang)).toBe(expected));
});

describe('emoji data', () => {
  it.each([
    ['en', undefined],
    ['en-US', undefined],
    ['fr', 'fr'],
    ['pt-BR', 'pt'],
    ['zh', 'zh'],
    ['vi', 'vi'],
    ['xx', undefined],
  ])('UI language %s uses emojibase locale %s', (lang, locale) => expect(emojibaseLocale(lang)).toBe(locale));

  it('lists the groups in order, without skin-tone variants or components', async () => {
    const groups = groupEmojis((await emojiData('en')).emojis);
    expect(groups.map((g) => g.group)).toEqual(GROUPS.map((g) => g.key));
    const all = groups.flatMap((g) => g.emojis);
    expect(all.length).toBeGreaterThan(1800);
    expect(all.length).toBeLessThan(2100);
    expect(new Set(all.map((e) => e.emoji)).size).toBe(all.length);
    expect(all.find((e) => e.emoji === '👍🏽')).toBeUndefined();
    expect(all.find((e) => e.emoji === '🏽')).toBeUndefined();
    expect(groups[0]!.emojis[0]).toEqual({
      emoji: '😀',
      name: 'Grinning face',
      codePoints: '0x1f600',
      escape: '\\ud83d\\ude00',
      group: 'smileys-emotion',
    });
    expect(groups.at(-1)!.emojis.find((e) => e.emoji === '🇫🇷')).toMatchObject({ name: 'Flag: France', group: 'flags' });
  });

  it.each([
    ['fr', 'Visage rieur'],
    ['es', 'Cara sonriendo'],
    ['uk', 'Широко всміхнене обличчя'],
    ['xx', 'Grinning face'],
  ])('names the emojis in %s', async (lang, name) => {
    const first = groupEmojis((await emojiData(lang)).emojis)[0]!.emojis[0]!;
    expect(first).toMatchObject({ emoji: '😀', name });
  });
});

describe('searchEmojis', () => {
  it.each([
    ['en', 'grinning face', '😀'],
    ['en', 'smile', '🙂'],
    // Emoji presentation: with its variation selector.
    ['en', 'thumbs up', '👍\ufe0f'],
    ['en', 'flag france', '🇫🇷'],
    ['en', '0x1f600', '😀'],
    ['en', '😀', '😀'],
    // A typo still finds it (fuzzy).
    ['en', 'grinnning face', '😀'],
    // Names and keywords in the UI language, English keywords as well.
    ['fr', 'visage rieur', '😀'],
    ['fr', 'grinning face', '😀'],
  ])('%s: %j finds %s among the first results', async (lang, query, emoji) => {
    const results = searchEmojis(await emojiIndex(lang), query);
    expect(results.slice(0, 5).map((e) => e.emoji)).toContain(emoji);
  });

  it('finds emojis by group name', async () => {
    const results = searchEmojis(await emojiIndex('en'), 'Food & Drink');
    expect(results.length).toBeGreaterThan(50);
    expect(results.slice(0, 20).every((e) => e.group === 'food-drink')).toBe(true);
  });

  it.each([[''], ['   '], ['zzzzqqqqxxxx'], ['a'.repeat(33)]])('%j finds nothing', async (query) => {
    expect(searchEmojis(await emojiIndex('en'), query)).toEqual([]);
  });
});
