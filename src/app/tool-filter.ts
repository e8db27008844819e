/** Lower-cased, accent-free text for forgiving substring matches ("Générateur" ~ "generateur"). */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export interface FilterableTool {
  id: string;
  name: string;
  description: string;
  keywords: readonly string[];
}

/**
 * The home page's quick filter: every word of the query must appear in the name, description or
 * keywords. Cheap enough for the main thread (a hundred tools); the palette does fuzzy search.
 */
export function filterTools<T extends FilterableTool>(list: readonly T[], query: string): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...list];
  return list.filter((tool) => {
    const haystack = foldText([tool.name, tool.description, ...tool.keywords].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
