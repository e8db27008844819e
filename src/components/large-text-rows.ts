import { isHighSurrogate } from '@/lib/surrogates';

/** Longest row shown on one line; longer lines (minified JSON…) are cut into several rows. */
export const MAX_ROW_CHARS = 1000;

/**
 * Start offsets of the display rows of a text: a row ends at a line break or after MAX_ROW_CHARS
 * UTF-16 units (never inside a surrogate pair). Row i spans starts[i] up to the next start, less
 * its line break.
 */
export function rowStarts(text: string, maxRowChars = MAX_ROW_CHARS): number[] {
  const starts = [0];
  let lineStart = 0;
  while (lineStart <= text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    let rowStart = lineStart;
    while (lineEnd - rowStart > maxRowChars) {
      let cut = rowStart + maxRowChars;
      const unit = text.charCodeAt(cut - 1);
      if (isHighSurrogate(unit)) cut--;
      starts.push(cut);
      rowStart = cut;
    }
    if (newline === -1) break;
    lineStart = newline + 1;
    starts.push(lineStart);
  }
  return starts;
}

/** The text of row `index` (without its line break). */
export function rowText(text: string, starts: readonly number[], index: number): string {
  const start = starts[index] ?? text.length;
  const next = starts[index + 1];
  const end = next === undefined ? text.length : text[next - 1] === '\n' ? next - 1 : next;
  return text.slice(start, end);
}

/**
 * The first row to show once a text of `previousRows` rows is replaced by one of `nextRows`, the
 * reader having been at row `firstRow` with `visibleRows` in sight.
 */
export function keptFirstRow(firstRow: number, previousRows: number, nextRows: number, visibleRows: number): number {
  // The same output re-rendered (row counts within a factor of 2) keeps its row, clamped to the end; another starts on top.
  const sameSize = previousRows > 0 && nextRows <= 2 * previousRows && previousRows <= 2 * nextRows;
  return sameSize ? Math.max(0, Math.min(firstRow, nextRows - visibleRows)) : 0;
}
