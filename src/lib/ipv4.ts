import { InputError } from './errors';

/**
 * IPv4 addresses as unsigned 32-bit integers (0 … 2^32 − 1). Every count and address fits
 * exactly in a JavaScript number, so no BigInt is needed; bit operations are followed by `>>> 0`
 * to stay unsigned. Parse failures throw InputError with a reason key (`ipv4.*`) that each tool
 * translates into the detail line under its own message.
 */

export const IPV4_SPACE = 2 ** 32;
const MAX_ADDRESS = IPV4_SPACE - 1;

export interface ParseIpv4Options {
  /** Accept fewer than 4 parts, the missing trailing ones being 0 (`10` → 10.0.0.0). */
  allowShort?: boolean;
}

/**
 * Parses dotted decimal: parts 0–255 in plain decimal. A leading zero is refused because some
 * systems read `010` as octal 8, so the address would be ambiguous.
 */
export function parseIpv4(text: string, { allowShort = false }: ParseIpv4Options = {}): number {
  const parts = text.trim().split('.');
  if (parts.length > 4 || (!allowShort && parts.length < 4)) throw new InputError('ipv4.partCount', { count: parts.length });
  let value = 0;
  parts.forEach((part, index) => {
    if (part === '') throw new InputError('ipv4.emptyPart', { position: index + 1 });
    if (!/^\d+$/.test(part)) throw new InputError('ipv4.notDecimal', { part });
    if (part.length > 1 && part.startsWith('0')) throw new InputError('ipv4.leadingZero', { part });
    const octet = Number(part);
    if (octet > 255) throw new InputError('ipv4.octetTooLarge', { part });
    value = value * 256 + octet;
  });
  return value * 256 ** (4 - parts.length);
}

/** Is `text` a strict dotted-decimal IPv4 address? */
export function isIpv4(text: string): boolean {
  try {
    parseIpv4(text);
    return true;
  } catch {
    return false;
  }
}

export function formatIpv4(value: number): string {
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}

/** The mask with `prefix` leading one bits (prefix 0–32). */
export function prefixToMask(prefix: number): number {
  return prefix === 0 ? 0 : (MAX_ADDRESS << (32 - prefix)) >>> 0;
}

/** The prefix length of a contiguous mask, or undefined when its one bits have gaps. */
export function maskToPrefix(mask: number): number | undefined {
  const inverted = ~mask >>> 0;
  // A contiguous mask inverts to 2^k − 1: adding one then leaves no bit in common.
  if ((inverted & (inverted + 1)) !== 0) return undefined;
  return 32 - Math.log2(inverted + 1);
}

/** The number of leading bits two addresses share (32 when they are equal). */
export function commonPrefixLength(a: number, b: number): number {
  return Math.clz32((a ^ b) >>> 0);
}

/** Wraps any integer into the address space (used for "next block" past the top). */
export function wrapAddress(value: number): number {
  return ((value % IPV4_SPACE) + IPV4_SPACE) % IPV4_SPACE;
}
