import { describe, expect, it } from 'vitest';
import { keptFirstRow, rowStarts, rowText } from './large-text-rows';

const rows = (text: string, max?: number) => {
  const starts = rowStarts(text, max);
  return starts.map((_, i) => rowText(text, starts, i));
};

describe('rowStarts / rowText', () => {
  it.each<[string, string, number | undefined, string[]]>([
    ['empty text: one empty row', '', undefined, ['']],
    ['lines', 'a\nbc\n', undefined, ['a', 'bc', '']],
    ['blank lines kept', 'a\n\nb', undefined, ['a', '', 'b']],
    ['long line cut into rows', 'abcdefg', 3, ['abc', 'def', 'g']],
    ['cut then next line', 'abcd\nxy', 2, ['ab', 'cd', 'xy']],
    ['never splits a surrogate pair', 'a😀b', 2, ['a', '😀', 'b']],
  ])('%s', (_, text, max, expected) => {
    expect(rows(text, max)).toEqual(expected);
  });

  it('joins back to the text', () => {
    const text = `${'x'.repeat(2500)}\n\n${'y'.repeat(10)}\n`;
    const starts = rowStarts(text);
    expect(starts).toHaveLength(6);
    expect(rows(text).join('')).toBe(text.replace(/\n/g, ''));
  });
});

describe('keptFirstRow', () => {
  it.each<[string, number, number, number, number, number]>([
    ['same text again: same row', 4000, 8000, 8000, 30, 4000],
    ['a few rows more or fewer: same row', 4000, 8000, 7990, 30, 4000],
    ['shorter, same size class: clamped to the new end', 5000, 8000, 4500, 30, 4470],
    ['twice as long: same row', 100, 500, 1000, 30, 100],
    ['more than twice as long: top', 100, 500, 1001, 30, 0],
    ['less than half as long: top', 100, 500, 249, 30, 0],
    ['nothing shown before: top', 0, 0, 1000, 30, 0],
    ['shorter than the view: top', 10, 20, 15, 30, 0],
    ['a fraction of a row is kept', 12.5, 100, 100, 30, 12.5],
  ])('%s', (_, firstRow, previousRows, nextRows, visibleRows, expected) => {
    expect(keptFirstRow(firstRow, previousRows, nextRows, visibleRows)).toBe(expected);
  });
});
