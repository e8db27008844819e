import { InputError } from '@/lib/errors';

/**
 * A parsed YAML document shares one object for every alias of an anchor, so a few lines ("billion
 * laughs") can stand for billions of values once printed. Printing is refused when aliases would
 * expand the document past this many values, or past twice its own distinct values if more.
 */
export const EXPANDED_VALUES_LIMIT = 1_000_000;

export interface ValueCensus {
  /** Values once every alias is expanded (each scalar, array and object counts one). */
  expanded: number;
  /** Distinct values (a shared object counts once). */
  distinct: number;
  /** A BigInt, a Date, or a number JSON cannot write (NaN, ±Infinity) occurs. */
  special: boolean;
}

/**
 * Counts a value tree in time linear in its distinct objects (shared ones are counted from a memo),
 * and refuses one that contains itself (a recursive alias), which no output format can print.
 */
export function censusOf(root: unknown): ValueCensus {
  const memo = new Map<object, number>();
  const open = new Set<object>();
  let distinct = 0;
  let special = false;
  const count = (value: unknown): number => {
    if (typeof value !== 'object' || value === null || value instanceof Date) {
      distinct++;
      if (typeof value === 'bigint' || value instanceof Date) special = true;
      else if (typeof value === 'number' && !Number.isFinite(value)) special = true;
      return 1;
    }
    const known = memo.get(value);
    if (known !== undefined) return known;
    if (open.has(value)) throw new InputError('invalidYaml', { detailKey: 'recursiveAlias' });
    open.add(value);
    distinct++;
    let total = 1;
    const children = Array.isArray(value) ? value : Object.values(value);
    for (const child of children) total += count(child);
    open.delete(value);
    memo.set(value, total);
    return total;
  };
  const expanded = root === undefined ? 0 : count(root);
  return { expanded, distinct, special };
}

/** Refuses a tree whose aliases expand it beyond the limit (see EXPANDED_VALUES_LIMIT). */
export function checkExpansion(census: ValueCensus): void {
  const limit = Math.max(EXPANDED_VALUES_LIMIT, census.distinct * 2);
  if (census.expanded > limit) throw new InputError('invalidYaml', { detailKey: 'aliasLimit', limit });
}
