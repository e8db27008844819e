import { readJsonExact } from '@/lib/data-formats/json-exact';
import { writeJsonParts, type TextSink } from '@/lib/data-formats/json-parts';
import { writeJsonText } from '@/lib/data-formats/json-text';
import { InputError } from '@/lib/errors';
import { INDENT_MAX, INDENT_MIN, isValidIndent, type JsonPrettifyOptions } from './options';

export type { JsonPrettifyOptions };

/**
 * JSON or JSON5 in, strict JSON out, with the chosen indent and optional key sorting (unsorted keys
 * keep the input's order, index-like ones included). Integers
 * beyond 2^53 keep all their digits. Whitespace-only input gives ''. Bad input throws InputError
 * `invalidJson` with the parser's reason, line and column.
 */
export function prettifyJson(text: string, { indentSize, sortKeys }: JsonPrettifyOptions): string {
  if (!isValidIndent(indentSize)) throw new InputError('indentRange', { min: INDENT_MIN, max: INDENT_MAX });
  return writeJsonText(readJsonExact(text, { keepKeyOrder: !sortKeys }), { indent: indentSize, sortKeys });
}

/** prettifyJson written in parts into `sink` (the worker's way for documents of any size, see writeJsonParts). */
export function prettifyJsonInto(text: string, sink: TextSink, { indentSize, sortKeys }: JsonPrettifyOptions): void {
  if (!isValidIndent(indentSize)) throw new InputError('indentRange', { min: INDENT_MIN, max: INDENT_MAX });
  writeJsonParts(readJsonExact(text, { keepKeyOrder: !sortKeys }), { indent: indentSize, sortKeys }, sink);
}
