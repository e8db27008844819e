import { InputError } from '@/lib/errors';
import { PREFIX_LENGTHS, TABLE_LENGTHS } from './oui-compact';

/**
 * The data set shipped with the tool: oui-data (BSD-2-Clause, © silverwind), the IEEE MA-L, MA-M
 * and MA-S registries. `date` is the npm publication time of this version (registry "time" field);
 * a unit test ties `version` to the installed package, so an upgrade must update both.
 */
export const OUI_DATA = { version: '2.1.9', date: '2026-08-26' } as const;

const PAIRS = /^[0-9a-f]{2}(?:([:-])[0-9a-f]{2}){2,5}$/i;
const CISCO = /^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/i;
const BARE = /^[0-9a-f]{6,12}$/i;

/**
 * The hex digits (upper case) of a MAC address or prefix written as 3–6 hex pairs separated by `:`
 * or `-` (one kind throughout), Cisco `xxxx.xxxx.xxxx`, or 6–12 bare hex digits; any case.
 * Empty (or blank) input gives ''. Anything else throws 'invalidMac'.
 */
export function macDigits(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const pairs = PAIRS.exec(trimmed);
  const oneSeparator = pairs !== null && !trimmed.includes(pairs[1] === ':' ? '-' : ':');
  if (!oneSeparator && !CISCO.test(trimmed) && !BARE.test(trimmed)) throw new InputError('invalidMac');
  return trimmed.replace(/[^0-9a-f]/gi, '').toUpperCase();
}

/** A vendor: its name and its address lines (possibly none, e.g. "Private"). */
export interface Vendor {
  /** The registry prefix that matched, in hex digits: 6 (MA-L), 7 (MA-M) or 9 (MA-S). */
  prefix: string;
  name: string;
  address: string[];
}

/** The decoded compact form: vendor records and, per prefix length, prefix value → record. */
export interface OuiTable {
  records: string[];
  prefixes: Map<number, Map<number, number>>;
}

/** Reads the compact form of oui-compact.ts (once; then each lookup is a few map reads). */
export function decodeOui(compact: string): OuiTable {
  const split = compact.indexOf('\n\n');
  if (split === -1) throw new Error('Malformed OUI data');
  const records = compact.slice(0, split).split('\n');
  const tables = compact.slice(split + 2).split('\n');
  const prefixes = new Map<number, Map<number, number>>();
  TABLE_LENGTHS.forEach((length, i) => {
    const table = new Map<number, number>();
    let value = 0;
    for (const pair of (tables[i] ?? '').split(',')) {
      const colon = pair.indexOf(':');
      if (colon === -1) continue;
      value += parseInt(pair.slice(0, colon), 36);
      table.set(value, parseInt(pair.slice(colon + 1), 36));
    }
    prefixes.set(length, table);
  });
  return { records, prefixes };
}

/**
 * The vendor of a MAC address's digits (from macDigits), longest registered prefix first
 * (MA-S, MA-M, then the MA-L of the first 6 digits), or null when no registry knows it.
 */
export function lookupVendor(table: OuiTable, digits: string): Vendor | null {
  for (const length of PREFIX_LENGTHS) {
    if (digits.length < length) continue;
    const prefix = digits.slice(0, length);
    const record = table.prefixes.get(length)?.get(parseInt(prefix, 16));
    const text = record === undefined ? undefined : table.records[record];
    if (text === undefined) continue;
    const [name = '', ...address] = text.split('\t');
    return { prefix, name, address };
  }
  return null;
}

/** The vendor as copied: the name, then one address line per line. */
export function vendorText(vendor: Vendor): string {
  return [vendor.name, ...vendor.address].join('\n');
}
