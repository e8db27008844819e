/** The options of the page, without the parser: the page imports this, the worker imports logic.ts (`yaml`). */
export interface YamlPrettifyOptions {
  /** Spaces per level, 1–10. */
  indentSize: number;
  /** Sort mapping keys (English collation) at every depth. */
  sortKeys: boolean;
}

export const INDENT_MIN = 1;
export const INDENT_MAX = 10;

export const isValidIndent = (indent: number): boolean =>
  Number.isInteger(indent) && indent >= INDENT_MIN && indent <= INDENT_MAX;
