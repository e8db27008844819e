import { isIndentIn, type IndentRange } from '@/lib/indent';

/** The options of the page, without the parser: the page imports this, the worker imports logic.ts (`yaml`). */
export interface YamlPrettifyOptions {
  /** Spaces per level, 1–10. */
  indentSize: number;
  /** Sort mapping keys (English collation) at every depth. */
  sortKeys: boolean;
}

export const INDENT: IndentRange = { min: 1, max: 10 };
export const INDENT_MIN = INDENT.min;
export const INDENT_MAX = INDENT.max;

export const isValidIndent = (indent: number): boolean => isIndentIn(INDENT, indent);
