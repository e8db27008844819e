import { InputError } from '@/lib/errors';
import { commonPrefixLength, formatIpv4, parseIpv4, prefixToMask } from '@/lib/ipv4';

export interface RangeExpansion {
  /** The range as typed: first and last address and how many addresses lie between, inclusive. */
  old: { start: number; end: number; count: number };
  /** The smallest CIDR block covering it. */
  expanded: { start: number; end: number; count: number; prefix: number };
}

/**
 * The smallest CIDR block that covers start … end: the prefix is the leading bits both share;
 * the block runs from start with the host bits cleared to start with them set. Counts are exact
 * (at most 2^32, well within a double). Throws 'endBeforeStart' when end < start.
 */
export function expandRange(start: number, end: number): RangeExpansion {
  if (end < start) throw new InputError('endBeforeStart');
  const prefix = commonPrefixLength(start, end);
  const mask = prefixToMask(prefix);
  const blockStart = (start & mask) >>> 0;
  const blockEnd = (start | ~mask) >>> 0;
  return {
    old: { start, end, count: end - start + 1 },
    expanded: { start: blockStart, end: blockEnd, count: blockEnd - blockStart + 1, prefix },
  };
}

/** Parses both fields strictly (4 parts, 0–255, no leading zeros) and expands the range. */
export function expandRangeText(startText: string, endText: string): RangeExpansion {
  return expandRange(parseIpv4(startText), parseIpv4(endText));
}

export const cidrOf = (expansion: RangeExpansion): string =>
  `${formatIpv4(expansion.expanded.start)}/${expansion.expanded.prefix}`;

/** The address `index` places after `start` (for the lazily paged list). */
export const addressAt = (start: number, index: number): string => formatIpv4(start + index);

export { formatIpv4 };
