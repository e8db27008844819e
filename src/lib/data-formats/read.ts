import { constructFromEvents, EVENT_ID, parseEvents, SCALAR_STYLE, YAMLException, type Event, type Schema } from 'js-yaml';
import JSON5 from 'json5';
import { parse as parseTomlText, TomlError } from 'smol-toml';
import { InputError } from '@/lib/errors';
import { checkTomlDates } from './toml-dates';
import { markTomlIndexKeys } from './toml-key-order';
import { boxWholeFloats, MAY_HOLD_WHOLE_FLOAT } from './whole-float';
import { ORDERED_YAML_SCHEMA, YAML_SCHEMA } from './yaml-schema';

/** Collections nested deeper than this are refused by the YAML parser (its own message). */
const YAML_MAX_DEPTH = 1000;

/** Where a parser stopped, 1-based, with its reason in its own words. */
function invalid(key: string, reason: string, line?: number, column?: number): InputError {
  return new InputError(key, line === undefined || column === undefined ? { reason } : { reason, line, column });
}

/** `---` with nothing after it: no content, no tag, no anchor (unlike `--- ~` or `--- null`). */
function isEmptyDocument(events: Event[], documentIndex: number): boolean {
  const content = events[documentIndex + 1];
  return (
    content?.type === EVENT_ID.SCALAR &&
    content.valueStart === -1 &&
    content.tagStart === -1 &&
    content.anchorStart === -1 &&
    content.style === SCALAR_STYLE.PLAIN &&
    events[documentIndex + 2]?.type === EVENT_ID.POP
  );
}

/**
 * The documents of a stream that hold something: an empty one (a trailing `---` in a Kubernetes
 * file, `---` between two separators) carries no data, so it is dropped next to another.
 */
function nonEmptyDocuments(documents: unknown[], events: Event[]): unknown[] {
  const kept: unknown[] = [];
  let documentNumber = 0;
  for (let i = 0; i < events.length; i++) {
    if (events[i]?.type !== EVENT_ID.DOCUMENT) continue;
    if (!isEmptyDocument(events, i)) kept.push(documents[documentNumber]);
    documentNumber++;
  }
  return kept;
}

/** The parsers' own words for a text nested past their limit. */
const YAML_TOO_DEEP = /exceeded maxDepth/;
const TOML_TOO_DEEP = /excessively nested/;

/**
 * One YAML document; empty or comment-only input gives `undefined`, a lone `---` null. Empty
 * documents next to one that is not are ignored; several non-empty documents are refused. With
 * `keepKeyOrder`, index-like keys come back marked, in the text's order (see json-key-order);
 * `schema` (one of yaml-schema's) replaces the one chosen. Collections nested more than 1000
 * levels deep are refused (detailKey `tooDeep`).
 */
export function readYaml(
  text: string,
  { keepKeyOrder = false, schema }: { keepKeyOrder?: boolean; schema?: Schema } = {},
): unknown {
  let events: Event[];
  let documents: unknown[];
  try {
    events = parseEvents(text, { maxDepth: YAML_MAX_DEPTH });
    documents = constructFromEvents(events, {
      source: text,
      schema: schema ?? (keepKeyOrder ? ORDERED_YAML_SCHEMA : YAML_SCHEMA),
    });
  } catch (error) {
    if (!(error instanceof YAMLException)) throw error;
    if (YAML_TOO_DEEP.test(error.reason)) throw new InputError('invalidYaml', { detailKey: 'tooDeep' });
    const mark = error.mark;
    throw invalid('invalidYaml', error.reason || error.message, mark && mark.line + 1, mark && mark.column + 1);
  }
  if (documents.length <= 1) return documents[0];
  const kept = nonEmptyDocuments(documents, events);
  if (kept.length > 1) throw new InputError('invalidYaml', { detailKey: 'multipleDocuments', count: kept.length });
  // Only empty documents: null, as for a lone `---`.
  return kept.length === 1 ? kept[0] : null;
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

export interface ReadTomlOptions {
  /** Index-like keys come back marked, in the text's order (see json-key-order). */
  keepKeyOrder?: boolean;
  /** Floats whose value is whole (`1.0`) come back as WholeFloat, not as integer-looking numbers. */
  keepFloats?: boolean;
}

/**
 * A TOML document (TOML 1.1, as smol-toml reads it). Integers beyond 2^53 stay exact as BigInt;
 * dates are TomlDate values. Whitespace-only input gives `undefined`. Tables and arrays nested
 * more than 1000 levels deep are refused (detailKey `tooDeep`).
 */
export function readToml(text: string, { keepKeyOrder = false, keepFloats = false }: ReadTomlOptions = {}): unknown {
  if (text.trim() === '') return undefined;
  const marked = keepKeyOrder ? markTomlIndexKeys(text) : undefined;
  // Only with every integer a BigInt can a whole float be told from an integer.
  const boxFloats = keepFloats && MAY_HOLD_WHOLE_FLOAT.test(text);
  let table: unknown;
  try {
    table = parseTomlText(marked ?? text, { integersAsBigInt: boxFloats ? true : 'asNeeded' });
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    if (TOML_TOO_DEEP.test(error.message)) throw new InputError('invalidToml', { detailKey: 'tooDeep' });
    // The message and position must be those of the text as typed.
    if (marked !== undefined) return readToml(text);
    const reason = (error.message.split('\n')[0] ?? '').replace(/^Invalid TOML document: /, '');
    throw invalid('invalidToml', reason, error.line, error.column);
  }
  if (boxFloats) boxWholeFloats(table);
  checkTomlDates(text, table);
  return table;
}
