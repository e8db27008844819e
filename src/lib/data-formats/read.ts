import { CORE_SCHEMA, defineScalarTag, intCoreTag, loadAll, mergeTag, NOT_RESOLVED, YAMLException } from 'js-yaml';
import JSON5 from 'json5';
import { parse as parseTomlText, TomlError } from 'smol-toml';
import { InputError } from '@/lib/errors';

/**
 * YAML integers beyond 2^53 become BigInt instead of a rounded number; the other forms of the
 * YAML 1.2 core schema stay as js-yaml reads them.
 */
const exactIntTag = defineScalarTag<number | bigint>('tag:yaml.org,2002:int', {
  implicit: true,
  implicitFirstChars: intCoreTag.implicitFirstChars,
  resolve(source, isExplicit, tagName) {
    const value = intCoreTag.resolve(source, isExplicit, tagName);
    if (value === NOT_RESOLVED || Number.isSafeInteger(value)) return value;
    const negative = source.startsWith('-');
    const digits = source.replace(/^[-+]/, '');
    const exact = BigInt(digits);
    return negative ? -exact : exact;
  },
  identify: (data) => typeof data === 'bigint' || intCoreTag.identify(data),
  represent: (data) => (typeof data === 'bigint' ? data.toString() : intCoreTag.represent(data)),
});

/** YAML 1.2 core schema with `<<` merge keys (explicit keys win over merged ones). */
export const YAML_SCHEMA = CORE_SCHEMA.withTags(mergeTag, exactIntTag);

/** Collections nested deeper than this are refused by the YAML parser (its own message). */
const YAML_MAX_DEPTH = 1000;

/** Where a parser stopped, 1-based, with its reason in its own words. */
function invalid(key: string, reason: string, line?: number, column?: number): InputError {
  return new InputError(key, line === undefined || column === undefined ? { reason } : { reason, line, column });
}

/** One YAML document; empty or comment-only input gives `undefined`. Several documents are refused. */
export function readYaml(text: string): unknown {
  let documents: unknown[];
  try {
    documents = loadAll(text, { schema: YAML_SCHEMA, maxDepth: YAML_MAX_DEPTH });
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    const mark = error.mark;
    throw invalid('invalidYaml', error.reason || error.message, mark && mark.line + 1, mark && mark.column + 1);
  }
  if (documents.length > 1) throw new InputError('invalidYaml', { detailKey: 'multipleDocuments', count: documents.length });
  return documents[0];
}

/**
 * JSON, or JSON5 (comments, single quotes, unquoted keys, trailing commas). Plain JSON takes the
 * browser's fast parser; only text it refuses goes through JSON5, whose message names the line and column.
 */
export function readJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Not strict JSON: JSON5 either reads it or explains why not.
  }
  try {
    return JSON5.parse(text);
  } catch (error) {
    const json5Error = error as { message?: string; lineNumber?: number; columnNumber?: number };
    const reason = (json5Error.message ?? String(error)).replace(/^JSON5: /, '').replace(/ at \d+:\d+$/, '');
    throw invalid('invalidJson', reason, json5Error.lineNumber, json5Error.columnNumber);
  }
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
/** A date written as a value: after `=`, `[` or `,`. */
const DATE_VALUE = /([=[,]\s*)(\d{4})-(\d{2})-(\d{2})/g;

/**
 * smol-toml rolls an impossible day over (Feb 30 → Mar 2); TOML says such a date is invalid, so the
 * source is checked for one outside quoted strings.
 */
function checkDays(text: string): void {
  for (const match of text.matchAll(DATE_VALUE)) {
    const [, lead = '', year, month, day] = match;
    const monthIndex = Number(month) - 1;
    const days = monthIndex === 1 && !isLeapYear(Number(year)) ? 28 : DAYS_IN_MONTH[monthIndex];
    if (days === undefined || Number(day) <= days) continue;
    const start = match.index + lead.length;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const before = text.slice(lineStart, start);
    // An odd number of quotes before it on its line: the date is inside a string.
    if ((before.split('"').length - 1) % 2 === 1 || (before.split("'").length - 1) % 2 === 1) continue;
    const line = text.slice(0, lineStart).split('\n').length;
    throw invalid('invalidToml', `invalid date ${year}-${month}-${day}`, line, start - lineStart + 1);
  }
}

/**
 * A TOML document (TOML 1.1, as smol-toml reads it). Integers beyond 2^53 stay exact as BigInt;
 * dates are TomlDate values. Whitespace-only input gives `undefined`.
 */
export function readToml(text: string): unknown {
  if (text.trim() === '') return undefined;
  let table: unknown;
  try {
    table = parseTomlText(text, { integersAsBigInt: 'asNeeded' });
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    const reason = (error.message.split('\n')[0] ?? '').replace(/^Invalid TOML document: /, '');
    throw invalid('invalidToml', reason, error.line, error.column);
  }
  checkDays(text);
  return table;
}
