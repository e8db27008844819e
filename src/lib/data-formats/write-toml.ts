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
/** A value printed on its own `[header]` (or `[[header]]`) rather than as `key = value`. */
const isSection = (value: unknown) => isTable(value) || isArrayOfTables(value);

const BARE_KEY = /^[A-Za-z0-9_-]+$/;

/** A TOML basic string: double quotes, with the escapes TOML requires for control characters. */
function quote(text: string): string {
  let out = '"';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '"') out += '\\"';
    else if (char === '\\') out += '\\\\';
    else if (char === '\n') out += '\\n';
    else if (char === '\t') out += '\\t';
    else if (char === '\r') out += '\\r';
    else if (char === '\b') out += '\\b';
    else if (char === '\f') out += '\\f';
    else if (code < 0x20 || code === 0x7f) out += `\\u${code.toString(16).padStart(4, '0').toUpperCase()}`;
    else out += char;
  }
  return `${out}"`;
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
 * are indented two spaces per level.
 */
function writeTable(table: Table, path: string[], lines: string[]): void {
  const indent = '  '.repeat(Math.max(0, path.length - 1));
  const entries = Object.entries(table);
  for (const [name, value] of entries) {
    if (!isSection(value)) lines.push(`${indent}${key(name)} = ${inline(value)}`);
  }
  for (const [name, value] of entries) {
    if (!isSection(value)) continue;
    const childPath = [...path, key(name)];
    const childIndent = '  '.repeat(childPath.length - 1);
    if (isTable(value)) {
      lines.push('', `${childIndent}[${childPath.join('.')}]`);
      writeTable(value, childPath, lines);
    } else {
      for (const item of value) {
        lines.push('', `${childIndent}[[${childPath.join('.')}]]`);
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
  return lines.join('\n').trim();
}
