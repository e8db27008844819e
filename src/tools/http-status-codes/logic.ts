import Fuse from 'fuse.js';
import { groupOf, HTTP_STATUSES, type HttpStatus, type StatusGroup } from './data';
import { sameTexts, type StatusTexts } from './texts';

const THRESHOLD = 0.3;

/**
 * A fuzzy search over code, name, description and group name, weighted 3/2/1/1; `groupNames` are
 * the group headings and `describe` gives each code's description, both in the page's language.
 * A blank query finds nothing (the page shows the groups).
 */
export function createStatusSearch(
  groupNames: Record<StatusGroup, string>,
  describe: (code: number) => string,
): (query: string) => HttpStatus[] {
  const entries = HTTP_STATUSES.map((status) => ({
    status,
    codeText: String(status.code),
    name: status.name,
    description: describe(status.code),
    group: groupNames[groupOf(status.code)],
  }));
  // A query over 1/(1 - threshold) times the longest text needs more errors than the threshold
  // allows, so it cannot match; Fuse would still scan every text with it, in 32-character pieces
  // (seconds for a pasted page of text).
  const longest = Math.max(...entries.map((entry) => Math.max(entry.name.length, entry.description.length, entry.group.length)));
  const maxQuery = Math.ceil(longest / (1 - THRESHOLD));
  const fuse = new Fuse(entries, {
    keys: [
      { name: 'codeText', weight: 3 },
      { name: 'name', weight: 2 },
      { name: 'description', weight: 1 },
      { name: 'group', weight: 1 },
    ],
    threshold: THRESHOLD,
    ignoreLocation: true,
  });
  return (query) => {
    const trimmed = query.trim();
    if (trimmed === '' || trimmed.length > maxQuery) return [];
    return fuse.search(trimmed).map(({ item }) => item.status);
  };
}

/**
 * The search worker's method: the codes `query` finds in `texts`, best first. The index is built
 * for one set of texts and kept while the following queries bring the same ones (one language).
 */
export function createCodeSearch(): (texts: StatusTexts, query: string) => number[] {
  let built: { texts: StatusTexts; search: (query: string) => HttpStatus[] } | undefined;
  return (texts, query) => {
    if (!built || !sameTexts(built.texts, texts))
      built = { texts, search: createStatusSearch(texts.groups, (code) => texts.descriptions[code] ?? '') };
    return built.search(query).map((status) => status.code);
  };
}
