import { monotonicFactory } from 'ulid';
import { InputError } from '@/lib/errors';
import { randomIntegers } from '@/lib/random';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 100;
export const ULID_FORMATS = ['raw', 'json'] as const;
export type UlidFormat = (typeof ULID_FORMATS)[number];

/** Crockford base32 as ULID uses it: no I, L, O, U. */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A quantity the tool accepts: a whole number from 1 to 100. Also the check of stored and URL values. */
export const isValidQuantity = (quantity: number): boolean =>
  Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY;

/** The message key for a quantity that cannot be used (a decimal, or outside 1–100; NaN when empty). */
export function quantityError(quantity: number): 'quantityWhole' | 'quantityError' | undefined {
  if (Number.isFinite(quantity) && !Number.isInteger(quantity)) return 'quantityWhole';
  return isValidQuantity(quantity) ? undefined : 'quantityError';
}

export const isUlidFormat = (value: string): value is UlidFormat => (ULID_FORMATS as readonly string[]).includes(value);

// The library maps prng() in [0, 1) to a digit with floor(x × 32): k / 32 yields digit k exactly,
// so every random character is a uniform crypto.getRandomValues draw.
const securePrng = () => (randomIntegers(1, CROCKFORD.length)[0] as number) / CROCKFORD.length;

/**
 * `quantity` (1–100) ULIDs from one monotonic factory, so the batch is strictly increasing even
 * within one millisecond. `seedTime` (ms) fixes the timestamp, for tests.
 */
export function generateUlids(quantity: number, seedTime?: number): string[] {
  const invalid = quantityError(quantity);
  if (invalid) throw new InputError(invalid);
  const next = monotonicFactory(securePrng);
  return Array.from({ length: quantity }, () => next(seedTime));
}

/** Raw: one per line; JSON: a pretty array with 2-space indent. No ULIDs (invalid quantity) gives ''. */
export function formatUlids(ulids: readonly string[], format: UlidFormat): string {
  if (ulids.length === 0) return '';
  return format === 'json' ? JSON.stringify(ulids, null, 2) : ulids.join('\n');
}

/** The 48-bit millisecond timestamp at the head of a ULID. */
export function ulidTime(ulid: string): number {
  return [...ulid.slice(0, 10).toUpperCase()].reduce((acc, ch) => acc * 32 + CROCKFORD.indexOf(ch), 0);
}
