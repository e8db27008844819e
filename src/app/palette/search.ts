import Fuse from 'fuse.js';

/** One palette entry as the search index sees it (plain data: it crosses to the search worker). */
export interface PaletteEntry {
  id: string;
  /** Group shown in the results: "Tools", "Actions", "External", "Pages". */
  group: string;
  name: string;
  description: string;
  keywords: readonly string[];
  /** Searchable category text (a tool's catalogue category). */
  category: string;
}

export interface PaletteGroup {
  group: string;
  ids: string[];
}

export const MAX_PATTERN_LENGTH = 32;
export const RESULTS_PER_GROUP = 5;

/** Fuse options: name weighs 2, then description, keywords, category; threshold 0.3. */
export function createPaletteIndex(entries: readonly PaletteEntry[]): Fuse<PaletteEntry> {
  return new Fuse([...entries], {
    keys: [{ name: 'name', weight: 2 }, 'description', 'keywords', 'category'],
    threshold: 0.3,
    ignoreLocation: true,
    includeScore: true,
  });
}

/**
 * Best matches grouped in first-appearance order, at most 5 per group. An empty query lists
 * nothing and a query over 32 characters gives no results (Fuse's bitap limit) instead of an error.
 */
export function searchPalette(index: Fuse<PaletteEntry>, query: string, perGroup = RESULTS_PER_GROUP): PaletteGroup[] {
  const pattern = query.trim();
  if (!pattern || pattern.length > MAX_PATTERN_LENGTH) return [];
  const groups = new Map<string, string[]>();
  for (const { item } of index.search(pattern)) {
    const ids = groups.get(item.group) ?? [];
    if (ids.length < perGroup) ids.push(item.id);
    groups.set(item.group, ids);
  }
  return [...groups].map(([group, ids]) => ({ group, ids }));
}
