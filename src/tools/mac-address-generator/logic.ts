import { InputError } from '@/lib/errors';
import { randomIntegers, secureRandom, type RandomSource } from '@/lib/random';

export const SEPARATORS = { colon: ':', hyphen: '-', dot: '.', none: '' } as const;
export type SeparatorName = keyof typeof SEPARATORS;
export type LetterCase = 'uppercase' | 'lowercase';
/** I/G bit (bit 0 of the first byte): individual (unicast) or group (multicast). */
export type AddressType = 'unicast' | 'multicast';
/** U/L bit (bit 1 of the first byte): locally or universally administered. */
export type Administration = 'local' | 'universal';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 100;
const MAC_BYTES = 6;

export interface MacOptions {
  quantity: number;
  prefix: string;
  letterCase: LetterCase;
  separator: SeparatorName;
  addressType: AddressType;
  administration: Administration;
}

// Up to 5 hex pairs, each followed by a separator, then 0–2 hex digits; or up to 12 bare hex digits.
const SEPARATED_PREFIX = /^(?:[0-9a-f]{2}[:\-. ]){0,5}[0-9a-f]{0,2}$/i;
const BARE_PREFIX = /^[0-9a-f]{0,12}$/i;

/** Options as read from a URL or storage: an unknown choice falls back to the default one. */
export function sanitizeChoices(options: MacOptions): MacOptions {
  const pick = <T extends string>(value: string, allowed: readonly T[]): T =>
    (allowed as readonly string[]).includes(value) ? (value as T) : (allowed[0] as T);
  return {
    ...options,
    letterCase: pick(options.letterCase, ['uppercase', 'lowercase']),
    separator: pick(options.separator, ['colon', 'hyphen', 'dot', 'none']),
    addressType: pick(options.addressType, ['unicast', 'multicast']),
    administration: pick(options.administration, ['local', 'universal']),
  };
}

export const isValidQuantity = (quantity: number): boolean =>
  Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY;

/**
 * The prefix's bytes. Separated text is split on its separators, bare hex is cut into pairs from
 * the left; a one-digit part is padded with a leading zero (`7` → 07). Throws 'invalidPrefix'.
 */
export function parsePrefix(prefix: string): number[] {
  const text = prefix.trim();
  let parts: string[];
  if (BARE_PREFIX.test(text)) parts = text.match(/.{1,2}/g) ?? [];
  else if (SEPARATED_PREFIX.test(text)) parts = text.split(/[^0-9a-f]/i).filter(Boolean);
  else throw new InputError('invalidPrefix');
  return parts.map((part) => parseInt(part.padStart(2, '0'), 16));
}

/** Does the prefix set the multicast (I/G) bit of the first byte? */
export function isMulticastPrefix(prefix: string): boolean {
  try {
    const [first] = parsePrefix(prefix);
    return first !== undefined && (first & 1) === 1;
  } catch {
    return false;
  }
}

/** Sets the I/G and U/L bits of a random first byte as asked. */
export function withAddressBits(byte: number, addressType: AddressType, administration: Administration): number {
  const group = addressType === 'multicast' ? 1 : 0;
  const local = administration === 'local' ? 2 : 0;
  return (byte & 0xfc) | local | group;
}

/**
 * `quantity` MAC addresses: the prefix's bytes, then random bytes from crypto.getRandomValues.
 * When the first byte is random, its I/G and U/L bits follow the options; a prefix's own first
 * byte is kept as given. Bytes are joined with the separator, then the case is applied.
 * Throws 'quantityError' or 'invalidPrefix'.
 */
export function generateMacs(options: MacOptions, random: RandomSource = secureRandom): string[] {
  if (!isValidQuantity(options.quantity)) throw new InputError('quantityError');
  const prefix = parsePrefix(options.prefix);
  const randomCount = MAC_BYTES - prefix.length;
  const draws = randomIntegers(options.quantity * randomCount, 256, random);
  return Array.from({ length: options.quantity }, (_, n) => {
    const bytes = [...prefix, ...draws.slice(n * randomCount, (n + 1) * randomCount)];
    if (prefix.length === 0) bytes[0] = withAddressBits(bytes[0] ?? 0, options.addressType, options.administration);
    const text = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join(SEPARATORS[options.separator]);
    return options.letterCase === 'uppercase' ? text.toUpperCase() : text.toLowerCase();
  });
}
