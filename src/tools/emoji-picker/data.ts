import type { CompactEmoji, MessagesDataset } from 'emojibase';
import type Fuse from 'fuse.js';
import { buildEmojis, createEmojiIndex, type SearchableEmoji } from './logic';

/**
 * Emojibase's data, loaded lazily in the worker: the English set always (names, order, groups),
 * and the UI language's names and keywords where emojibase has that language. Each file is a
 * chunk of its own, precached with the app, so the picker works offline.
 */
const english = () => import('emojibase-data/en/compact.json').then((module) => module.default);
const compact = import.meta.glob<CompactEmoji[]>('/node_modules/emojibase-data/{es,fr,pt,ru,uk,zh,vi}/compact.json', {
  import: 'default',
});
const messages = import.meta.glob<MessagesDataset>('/node_modules/emojibase-data/{es,fr,pt,ru,uk,zh,vi}/messages.json', {
  import: 'default',
});

/** The emojibase locale for a UI language ("pt-BR" → "pt"), or undefined for English and unknown ones. */
export function emojibaseLocale(lang: string): string | undefined {
  const base = lang.toLowerCase().split('-')[0] ?? '';
  return compact[`/node_modules/emojibase-data/${base}/compact.json`] ? base : undefined;
}

export interface EmojiData {
  emojis: SearchableEmoji[];
  /** Built at the first search. */
  index?: Fuse<SearchableEmoji>;
}

const cache = new Map<string, Promise<EmojiData>>();

async function load(locale: string | undefined): Promise<EmojiData> {
  const path = (file: string) => `/node_modules/emojibase-data/${locale}/${file}.json`;
  const [base, localized, groups] = await Promise.all([
    english(),
    locale ? compact[path('compact')]!() : undefined,
    locale ? messages[path('messages')]!().then((dataset) => dataset.groups) : undefined,
  ]);
  return { emojis: buildEmojis(base, localized, locale ?? 'en', groups) };
}

/** The emojis for a UI language, loaded once (a failed load is tried again at the next call). */
export function emojiData(lang: string): Promise<EmojiData> {
  const locale = emojibaseLocale(lang);
  const key = locale ?? 'en';
  let pending = cache.get(key);
  if (!pending) {
    pending = load(locale);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** The search index of a language's emojis, built once. */
export async function emojiIndex(lang: string): Promise<Fuse<SearchableEmoji>> {
  const data = await emojiData(lang);
  data.index ??= createEmojiIndex(data.emojis);
  return data.index;
}
