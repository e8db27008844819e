import type { CompactEmoji, GroupMessage } from 'emojibase';
import Fuse from 'fuse.js';

/** Emojibase's groups as shown, in order (group 2, "components", holds skin tones and hair: left out). */
export const GROUPS = [
  { id: 0, key: 'smileys-emotion', title: 'Smileys & Emotion' },
  { id: 1, key: 'people-body', title: 'People & Body' },
  { id: 3, key: 'animals-nature', title: 'Animals & Nature' },
  { id: 4, key: 'food-drink', title: 'Food & Drink' },
  { id: 5, key: 'travel-places', title: 'Travel & Places' },
  { id: 6, key: 'activities', title: 'Activities' },
  { id: 7, key: 'objects', title: 'Objects' },
  { id: 8, key: 'symbols', title: 'Symbols' },
  { id: 9, key: 'flags', title: 'Flags' },
] as const;

export type GroupKey = (typeof GROUPS)[number]['key'];

/** One emoji as the page shows it (plain data: it crosses from the worker). */
export interface EmojiInfo {
  emoji: string;
  /** In the UI language when emojibase has it, capitalised. */
  name: string;
  /** `0x` + lower-case hex of every code point, space-separated. */
  codePoints: string;
  /** `\uXXXX` for every UTF-16 unit, lower-case hex. */
  escape: string;
  group: GroupKey;
}

export interface EmojiGroup {
  group: GroupKey;
  emojis: EmojiInfo[];
}

/** What the search looks at: the shown fields plus keywords (UI language and English) and the group's names. */
export interface SearchableEmoji extends EmojiInfo {
  keywords: string[];
  groupNames: string[];
}

/** "0x1f468 0x200d 0x1f4bb": each code point of the sequence. */
export function codePointsOf(text: string): string {
  return [...text].map((char) => `0x${char.codePointAt(0)!.toString(16)}`).join(' ');
}

/** "\ud83d\ude00": each UTF-16 unit as a JavaScript escape. */
export function jsEscapeOf(text: string): string {
  let escaped = '';
  for (let i = 0; i < text.length; i++) escaped += `\\u${text.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return escaped;
}

/** The first letter in upper case (in the given language's rules), the rest unchanged. */
export function capitalise(text: string, lang = 'en'): string {
  const [first = '', ...rest] = text;
  return first.toLocaleUpperCase(lang) + rest.join('');
}

/**
 * The emojis to show, in emojibase's order, named in the UI language where `localized` has the
 * emoji (else in English). Skin-tone variants and uncategorised characters (regional indicators,
 * components) are left out.
 */
export function buildEmojis(
  english: readonly CompactEmoji[],
  localized: readonly CompactEmoji[] | undefined,
  lang: string,
  localizedGroups: readonly GroupMessage[] = [],
): SearchableEmoji[] {
  const local = new Map(localized?.map((entry) => [entry.hexcode, entry]));
  const groupName = new Map(localizedGroups.map((group) => [group.key, group.message]));
  const byId = new Map<number, (typeof GROUPS)[number]>(GROUPS.map((group) => [group.id, group]));
  return english
    .filter((entry) => entry.group !== undefined && byId.has(entry.group))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((entry) => {
      const group = byId.get(entry.group!)!;
      const translated = local.get(entry.hexcode);
      const emoji = entry.unicode;
      return {
        emoji,
        name: capitalise(translated?.label ?? entry.label, translated ? lang : 'en'),
        codePoints: codePointsOf(emoji),
        escape: jsEscapeOf(emoji),
        group: group.key,
        keywords: [...new Set([...(translated?.tags ?? []), ...(translated ? [entry.label] : []), ...(entry.tags ?? [])])],
        groupNames: [...new Set([group.title, groupName.get(group.key) ?? group.title])],
      };
    });
}

const shown = ({ emoji, name, codePoints, escape, group }: EmojiInfo): EmojiInfo => ({ emoji, name, codePoints, escape, group });

/** All the emojis by group, in the groups' order. */
export function groupEmojis(emojis: readonly SearchableEmoji[]): EmojiGroup[] {
  return GROUPS.map(({ key }) => ({ group: key, emojis: emojis.filter((e) => e.group === key).map(shown) })).filter(
    (group) => group.emojis.length > 0,
  );
}

/** Fuse's bitap search works on patterns of at most 32 characters. */
export const MAX_QUERY_LENGTH = 32;

/** Fuzzy keys: name (weight 3), keywords, group, code points, emoji. */
export function createEmojiIndex(emojis: readonly SearchableEmoji[]): Fuse<SearchableEmoji> {
  return new Fuse([...emojis], {
    keys: [{ name: 'name', weight: 3 }, 'keywords', 'groupNames', 'codePoints', 'emoji'],
    threshold: 0.3,
    ignoreLocation: true,
  });
}

/** The best matches first; an empty query finds nothing, a longer one than 32 characters too. */
export function searchEmojis(index: Fuse<SearchableEmoji>, query: string): EmojiInfo[] {
  const pattern = query.trim();
  if (!pattern || pattern.length > MAX_QUERY_LENGTH) return [];
  return index.search(pattern).map(({ item }) => shown(item));
}
