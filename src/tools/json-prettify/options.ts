import { isIndentIn, type IndentRange } from '@/lib/indent';

/**
 * The options of the page, without the parser: the page imports this, the worker imports logic.ts
 * (which brings the JSON5 and YAML readers).
 */
export interface JsonPrettifyOptions {
  /** Spaces per level, 0–10; 0 writes one line. */
  indentSize: number;
  /** Sort object keys (English collation) at every depth; arrays keep their order. */
  sortKeys: boolean;
}

export const INDENT: IndentRange = { min: 0, max: 10 };
export const INDENT_MIN = INDENT.min;
export const INDENT_MAX = INDENT.max;

export const isValidIndent = (indent: number): boolean => isIndentIn(INDENT, indent);
