/** The options of the page, without the parsers: the page imports this, the worker imports logic.ts. */
export interface XmlFormatOptions {
  /** Spaces per level, 0–10. */
  indentSize: number;
  /** Elements that hold only text stay on one line. */
  collapseContent: boolean;
}

export const INDENT_MIN = 0;
export const INDENT_MAX = 10;

export const isValidIndent = (indent: number): boolean =>
  Number.isInteger(indent) && indent >= INDENT_MIN && indent <= INDENT_MAX;
