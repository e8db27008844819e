import { describe, expect, it } from 'vitest';
import { rowStarts, rowText } from './large-text-rows';

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
