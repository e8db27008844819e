import { readJsonExact } from '@/lib/data-formats/json-exact';
import { writeJsonText } from '@/lib/data-formats/json-text';
import { InputError } from '@/lib/errors';

export interface JsonPrettifyOptions {
  /** Spaces per level, 0–10; 0 writes one line. */
  indentSize: number;
  /** Sort object keys (English collation) at every depth; arrays keep their order. */
  sortKeys: boolean;
}

export const INDENT_MIN = 0;
export const INDENT_MAX = 10;

export const isValidIndent = (indent: number): boolean =>
  Number.isInteger(indent) && indent >= INDENT_MIN && indent <= INDENT_MAX;

/**
 * JSON or JSON5 in, strict JSON out, with the chosen indent and optional key sorting. Integers
 * beyond 2^53 keep all their digits. Whitespace-only input gives ''. Bad input throws InputError
 * `invalidJson` with the parser's reason, line and column.
 */
export function prettifyJson(text: string, { indentSize, sortKeys }: JsonPrettifyOptions): string {
  if (!isValidIndent(indentSize)) throw new InputError('indentRange', { min: INDENT_MIN, max: INDENT_MAX });
  return writeJsonText(readJsonExact(text), { indent: indentSize, sortKeys });
}
