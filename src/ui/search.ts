/**
 * Folds case and accents so "ecole" finds "École" (for searchable lists), and reads an underscore
 * as a space, so "new york" finds "America/New_York".
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replaceAll('_', ' ').toLocaleLowerCase();
}

/** True when `query` (trimmed) occurs in `text`, ignoring case and accents; an empty query matches all. */
export function matchesSearch(text: string, query: string): boolean {
  const needle = foldForSearch(query.trim());
  return needle === '' || foldForSearch(text).includes(needle);
}
