import { InputError } from '@/lib/errors';
import { WholeFloat } from './whole-float';

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
  /** A BigInt, a Date, a WholeFloat, or a number JSON cannot write (NaN, ±Infinity) occurs. */
  special: boolean;
  /** Arrays and objects nested in one another, at most (0 for a scalar), aliases expanded. */
  depth: number;
}

/**
 * Counts a value tree in time linear in its distinct objects (shared ones are counted from a memo),
 * and refuses one that contains itself (a recursive alias), which no output format can print.
 */
export function censusOf(root: unknown): ValueCensus {
  const memo = new Map<object, number>();
  const heights = new Map<object, number>();
  const open = new Set<object>();
  let distinct = 0;
  let special = false;
  // The depth of the value `count` returned for last: a second result without an allocation.
  let height = 0;
  const count = (value: unknown): number => {
    if (typeof value !== 'object' || value === null || value instanceof Date || value instanceof WholeFloat) {
      distinct++;
      if (typeof value === 'bigint' || value instanceof Date || value instanceof WholeFloat) special = true;
      else if (typeof value === 'number' && !Number.isFinite(value)) special = true;
      height = 0;
      return 1;
    }
    const known = memo.get(value);
    if (known !== undefined) {
      height = heights.get(value) ?? 0;
      return known;
    }
    if (open.has(value)) throw new InputError('invalidYaml', { detailKey: 'recursiveAlias' });
    open.add(value);
    distinct++;
    let total = 1;
    let below = 0;
    const children = Array.isArray(value) ? value : Object.values(value);
    for (const child of children) {
      total += count(child);
      if (height > below) below = height;
    }
    open.delete(value);
    memo.set(value, total);
    heights.set(value, below + 1);
    height = below + 1;
    return total;
  };
  const expanded = root === undefined ? 0 : count(root);
  return { expanded, distinct, special, depth: root === undefined ? 0 : height };
}

/** Refuses a tree whose aliases expand it beyond the limit (see EXPANDED_VALUES_LIMIT). */
export function checkExpansion(census: ValueCensus): void {
  const limit = Math.max(EXPANDED_VALUES_LIMIT, census.distinct * 2);
  if (census.expanded > limit) throw new InputError('invalidYaml', { detailKey: 'aliasLimit', limit });
}
