/** Characters of the faulty line shown around the error's column. */
export const EXCERPT_CHARS = 60;

/** Where a parse error is in its text: the faulty line around the column, and the offset in the whole text. */
export interface ErrorPlace {
  /** Part of the line (tabs shown as spaces, so that each character keeps its index). */
  excerpt: string;
  /** Index in `excerpt` of the character at the error (its length when the error is at the line's end). */
  caret: number;
  /** UTF-16 offset of that character in the text. */
  offset: number;
}

/**
 * The place of a 1-based `line` and `column` in `text` (a column past the line's end is its end);
 * undefined when the text has no such line.
 */
export function errorPlace(text: string, line: number, column: number): ErrorPlace | undefined {
  if (!(line >= 1) || !(column >= 1)) return undefined;
  let start = 0;
  for (let at = 1; at < line; at++) {
    const next = text.indexOf('\n', start);
    if (next === -1) return undefined;
    start = next + 1;
  }
  let end = text.indexOf('\n', start);
  if (end === -1) end = text.length;
  if (end > start && text.charCodeAt(end - 1) === 0x0d) end--;
  const lineText = text.slice(start, end);
  const at = Math.min(column - 1, lineText.length);
  const from = Math.max(0, Math.min(at - EXCERPT_CHARS / 2, lineText.length - EXCERPT_CHARS));
  return { excerpt: lineText.slice(from, from + EXCERPT_CHARS).replace(/\t/g, ' '), caret: at - from, offset: start + at };
}
