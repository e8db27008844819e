/**
 * Favourites are tool ids in the user's order. Older entries may hold a path ("/hash-text") or an
 * English display name; they are matched on read, and unknown ones dropped.
 */
export function favoritesFromStored(
  stored: readonly string[],
  knownIds: ReadonlySet<string>,
  idByEnglishName: ReadonlyMap<string, string> = new Map(),
): string[] {
  const result: string[] = [];
  for (const entry of stored) {
    const asPath = entry.startsWith('/') ? entry.slice(1) : entry;
    const id = knownIds.has(asPath) ? asPath : idByEnglishName.get(entry.toLowerCase());
    if (id && !result.includes(id)) result.push(id);
  }
  return result;
}

export function toggleFavorite(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

export function moveFavorite(list: readonly string[], id: string, delta: -1 | 1): string[] {
  const from = list.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** Drag and drop: `from` takes `onto`'s place (after it when moving down, before it when moving up). */
export function dropFavorite(list: readonly string[], from: string, onto: string): string[] {
  const fromIndex = list.indexOf(from);
  const ontoIndex = list.indexOf(onto);
  if (fromIndex < 0 || ontoIndex < 0 || from === onto) return [...list];
  const next = list.filter((id) => id !== from);
  next.splice(next.indexOf(onto) + (fromIndex < ontoIndex ? 1 : 0), 0, from);
  return next;
}
