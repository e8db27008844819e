import { isIndentIn, type IndentRange } from '@/lib/indent';

/** The options of the page, without the parsers: the page imports this, the worker imports logic.ts. */
export interface XmlFormatOptions {
  /** Spaces per level, 0–10. */
  indentSize: number;
  /**
   * On: an element without child elements stays as written. Off: its comments and processing
   * instructions go on lines of their own. Text is never moved (that would change it).
   */
  collapseContent: boolean;
}

export const INDENT: IndentRange = { min: 0, max: 10 };
export const INDENT_MIN = INDENT.min;
export const INDENT_MAX = INDENT.max;

export const isValidIndent = (indent: number): boolean => isIndentIn(INDENT, indent);
