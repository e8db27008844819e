import { TomlDate } from 'smol-toml';
import { InputError } from '@/lib/errors';
import { unmarkKey } from './json-key-order';
import { tomlDateText } from './toml-dates';
import { WholeFloat, wholeFloatText } from './whole-float';

type Table = Record<string, unknown>;

const isTable = (value: unknown): value is Table =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !(value instanceof WholeFloat);
const isArrayOfTables = (value: unknown): value is Table[] => Array.isArray(value) && value.length > 0 && value.every(isTable);

const BARE_KEY = /^[A-Za-z0-9_-]+$/;

const SHORT_ESCAPES: Record<number, string> = {
  0x22: '\\"',
  0x5c: '\\\\',
  0x0a: '\\n',
  0x09: '\\t',
  0x0d: '\\r',
  0x08: '\\b',
  0x0c: '\\f',
};

/** Whether a TOML basic string must escape this UTF-16 unit: quote, backslash, a control character. */
const mustEscape = (code: number) => code < 0x20 || code === 0x22 || code === 0x5c || code === 0x7f;

/**
 * A TOML basic string: double quotes, with the escapes TOML requires. Most strings need none and
 * are scanned, not rebuilt (rebuilding each one a character at a time was most of a 5 MB conversion).
 */
function quote(text: string): string {
  let from = 0;
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!mustEscape(code)) continue;
    out += text.slice(from, i) + (SHORT_ESCAPES[code] ?? `\\u${code.toString(16).padStart(4, '0').toUpperCase()}`);
    from = i + 1;
  }
  return `${out}${text.slice(from)}"`;
}

/** A key as TOML writes it (one read with keepKeyOrder as the input had it). */
const key = (marked: string) => {
  const name = unmarkKey(marked);
  return BARE_KEY.test(name) ? name : quote(name);
};

/** TOML integers are signed 64-bit; a parser must refuse any other. */
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function number(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  // A whole number beyond 2^53 was a float in the source (1e20): its digits would read as an
  // integer, out of TOML's range past 2^63, so it keeps the exponent form of a TOML float.
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) return value.toExponential();
  return String(value);
}

function integer(value: bigint): string {
  if (value < INT64_MIN || value > INT64_MAX) throw new InputError('tomlIntegerRange');
  return value.toString();
}

/** One value written inline: scalars, `[ 1, 2 ]` arrays and `{ k = v }` tables. */
function inline(value: unknown): string {
  if (value === null || value === undefined) throw new InputError('tomlNull');
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') return number(value);
  if (typeof value === 'bigint') return integer(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof WholeFloat) return wholeFloatText(value.value);
  // A TomlDate keeps its written text (see tomlDateText); a plain Date is an offset date-time.
  if (value instanceof TomlDate) return tomlDateText(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.length === 0 ? '[]' : `[ ${value.map(inline).join(', ')} ]`;
  const entries = Object.entries(value as Table);
  return entries.length === 0 ? '{}' : `{ ${entries.map(([name, item]) => `${key(name)} = ${inline(item)}`).join(', ')} }`;
}

/**
 * Writes one table: its `key = value` lines first, then each sub-table after a blank line under a
 * `[dotted.name]` header (arrays of tables as `[[name]]`). Below the first level, headers and keys
 * are indented two spaces per level. (No blank line opens the document.)
 */
function writeTable(table: Table, path: string[], lines: string[]): void {
  const indent = '  '.repeat(Math.max(0, path.length - 1));
  const sections: [string, Table | Table[]][] = [];
  for (const [name, value] of Object.entries(table)) {
    if (isTable(value) || isArrayOfTables(value)) sections.push([name, value]);
    else lines.push(`${indent}${key(name)} = ${inline(value)}`);
  }
  for (const [name, value] of sections) {
    const childPath = [...path, key(name)];
    const childIndent = '  '.repeat(childPath.length - 1);
    const dotted = childPath.join('.');
    if (isTable(value)) {
      if (lines.length > 0) lines.push('');
      lines.push(`${childIndent}[${dotted}]`);
      writeTable(value, childPath, lines);
    } else {
      const header = `${childIndent}[[${dotted}]]`;
      for (const item of value) {
        if (lines.length > 0) lines.push('');
        lines.push(header);
        writeTable(item, childPath, lines);
      }
    }
  }
}

/**
 * Prints a value as TOML; the top level must be an object, TOML has no null (`tomlNull`) and its
 * integers are 64-bit (`tomlIntegerRange` for a BigInt beyond).
 */
export function writeToml(value: unknown): string {
  if (value === undefined) return '';
  if (!isTable(value)) throw new InputError('topLevelNotObject');
  const lines: string[] = [];
  writeTable(value, [], lines);
  return lines.join('\n');
}
