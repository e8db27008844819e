import { readJsonExact } from '@/lib/data-formats/json-exact';
import { unmarkKey } from '@/lib/data-formats/json-key-order';
import { writeJsonText } from '@/lib/data-formats/json-text';
import { InputError } from '@/lib/errors';
import type { JsonToCsvOptions, LineEnding } from './options';

export type { JsonToCsvOptions, LineEnding };

/** A field that holds a comma, a quote or a line break must be quoted (RFC 4180 §2.6). */
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field: quoted when needed, with inner quotes doubled (RFC 4180 §2.7). */
export const csvField = (text: string): string => (NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text of a value in a cell: strings as they are, other values as compact JSON. */
function cellText(value: unknown): string {
  if (typeof value === 'string') return value;
  return writeJsonText(value, { indent: 0, sortKeys: false });
}

/**
 * An array of JSON objects (or a single object) as CSV: a header of every key in first-seen order,
 * then one record per object. A missing key gives an empty field, `null` prints `null`, nested
 * values compact JSON. JSON5 input; `[]` and whitespace give ''. Throws InputError `invalidJson`
 * (parser's reason, line, column) or `notObjects`.
 */
export function jsonToCsv(text: string, { lineEnding }: JsonToCsvOptions): string {
  // Columns in the order the keys first appear, "2" after "b" when the text has it so.
  const value = readJsonExact(text, { keepKeyOrder: true });
  if (value === undefined) return '';
  const records = Array.isArray(value) ? (value as unknown[]) : [value];
  if (!records.every(isRecord)) throw new InputError('notObjects');
  const columns = new Set<string>();
  for (const record of records) for (const key of Object.keys(record)) columns.add(key);
  if (columns.size === 0) return '';
  const header = [...columns];
  const lines = [header.map((key) => csvField(unmarkKey(key))).join(',')];
  for (const record of records) {
    lines.push(header.map((key) => (Object.hasOwn(record, key) ? csvField(cellText(record[key])) : '')).join(','));
  }
  return lines.join(lineEnding === 'crlf' ? '\r\n' : '\n');
}
