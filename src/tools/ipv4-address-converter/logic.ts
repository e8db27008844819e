import { InputError } from '@/lib/errors';
import { formatIpv4, parseIpv4 } from '@/lib/ipv4';

/** The editable representations of an address, in screen order. */
export const FORMATS = ['decimal', 'hexadecimal', 'binary', 'octal', 'ipv6', 'ipv6Short'] as const;
export type Format = (typeof FORMATS)[number];

const MAX = 2 ** 32 - 1;

/**
 * Strict dotted decimal (4 parts, 0–255, no leading zeros). Throws an `ipv4.*` reason; the page
 * shows "Invalid ipv4 address" with the reason under it.
 */
export const parseAddress = (text: string): number => parseIpv4(text);

const hexGroups = (value: number) => {
  const hex = value.toString(16).padStart(8, '0');
  return `${hex.slice(0, 4)}:${hex.slice(4)}`;
};

/** The address in one format: hex is 8 upper-case digits, binary 32 bits, octal 11 digits. */
export function formatAs(value: number, format: Format): string {
  switch (format) {
    case 'decimal':
      return String(value);
    case 'hexadecimal':
      return value.toString(16).toUpperCase().padStart(8, '0');
    case 'binary':
      return value.toString(2).padStart(32, '0');
    case 'octal':
      return value.toString(8).padStart(11, '0');
    case 'ipv6':
      return `0000:0000:0000:0000:0000:ffff:${hexGroups(value)}`;
    case 'ipv6Short':
      return `::ffff:${hexGroups(value)}`;
  }
}

const PATTERNS: Record<Exclude<Format, 'ipv6' | 'ipv6Short'>, { pattern: RegExp; radix: number }> = {
  decimal: { pattern: /^\d{1,10}$/, radix: 10 },
  hexadecimal: { pattern: /^(?:0x)?([0-9a-f]{1,8})$/i, radix: 16 },
  binary: { pattern: /^(?:0b)?([01]{1,32})$/i, radix: 2 },
  octal: { pattern: /^(?:0o)?([0-7]{1,11})$/i, radix: 8 },
};

const ERROR_KEYS: Record<Format, string> = {
  decimal: 'invalidDecimal',
  hexadecimal: 'invalidHexadecimal',
  binary: 'invalidBinary',
  octal: 'invalidOctal',
  ipv6: 'invalidIpv6',
  ipv6Short: 'invalidIpv6',
};

/**
 * Reads a value typed in one of the formats back into an address. Hex takes an optional `0x`,
 * binary `0b`, octal `0o`, any case; IPv6 takes any IPv4-mapped form (`::ffff:c0a8:101`, the full
 * form, or `::ffff:192.168.1.1`). Throws the format's InputError.
 */
export function parseAs(text: string, format: Format): number {
  const trimmed = text.trim();
  const value = format === 'ipv6' || format === 'ipv6Short' ? parseMappedIpv6(trimmed) : parseNumber(trimmed, format);
  if (value === undefined || value > MAX) throw new InputError(ERROR_KEYS[format]);
  return value;
}

function parseNumber(text: string, format: Exclude<Format, 'ipv6' | 'ipv6Short'>): number | undefined {
  const { pattern, radix } = PATTERNS[format];
  const match = pattern.exec(text);
  if (!match) return undefined;
  return parseInt(match[1] ?? match[0], radix);
}

/** An IPv4-mapped IPv6 address (::ffff:0:0/96) in any of its spellings. */
function parseMappedIpv6(text: string): number | undefined {
  const lower = text.toLowerCase();
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  let head = lower;
  let low: number | undefined;
  if (dotted) {
    head = `${dotted[1]}0:0`;
    try {
      low = parseIpv4(dotted[2] ?? '');
    } catch {
      return undefined;
    }
  }
  const groups = expandIpv6(head);
  if (!groups || groups.slice(0, 5).some((g) => g !== 0) || groups[5] !== 0xffff) return undefined;
  return low ?? (groups[6] ?? 0) * 65_536 + (groups[7] ?? 0);
}

/** Eight 16-bit groups from an IPv6 text (one `::` allowed), or undefined. */
function expandIpv6(text: string): number[] | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const left = parse(halves[0] ?? '');
  const right = halves.length === 2 ? parse(halves[1] ?? '') : [];
  const missing = 8 - left.length - right.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  const all = [...left, ...Array<string>(missing).fill('0'), ...right];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return undefined;
  return all.map((g) => parseInt(g, 16));
}

export { formatIpv4 as formatAddress };
