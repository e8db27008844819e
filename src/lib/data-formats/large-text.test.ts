import { describe, expect, it } from 'vitest';
import { largeTextBlob, largeTextRow, largeTextString, utf8RowStarts, type LargeText } from './large-text';

/** The LargeText of a text, encoded whole. */
const encodedWhole = (text: string, max?: number): LargeText => {
  const bytes = new TextEncoder().encode(text);
  return { bytes, rows: utf8RowStarts(bytes, max), length: text.length };
};
const rowsOf = (large: LargeText) => Array.from(large.rows, (_, i) => largeTextRow(large, i));
const rows = (text: string, max?: number) => rowsOf(encodedWhole(text, max));

describe('utf8RowStarts / largeTextRow', () => {
  it.each<[string, string, number | undefined, string[]]>([
    ['empty text: one empty row', '', undefined, ['']],
    ['lines', 'a\nbc\n', undefined, ['a', 'bc', '']],
    ['blank lines kept', 'a\n\nb', undefined, ['a', '', 'b']],
    ['long line cut into rows', 'abcdefg', 3, ['abc', 'def', 'g']],
    ['cut then next line', 'abcd\nxy', 2, ['ab', 'cd', 'xy']],
    ['a carriage return stays in its row', 'a\r\nb', undefined, ['a\r', 'b']],
    // é is 2 bytes, 😀 4: a cut falls before the character, never inside it.
    ['never cuts inside a character', 'aé😀b', 3, ['aé', '😀', 'b']],
    ['a character longer than a row still makes progress', '😀😀', 2, ['😀', '😀']],
  ])('%s', (_, text, max, expected) => {
    expect(rows(text, max)).toEqual(expected);
  });

  it('gives the rows of the string view for ASCII text, and joins back to the text', () => {
    const text = `${'x'.repeat(2500)}\n\n${'y'.repeat(10)}\n`;
    const large = encodedWhole(text);
    expect(Array.from(large.rows)).toEqual([0, 1000, 2000, 2501, 2502, 2513]);
    expect(rowsOf(large).join('')).toBe(text.replace(/\n/g, ''));
  });

  it('indexes more rows than its first buffer holds', () => {
    const text = 'ab\n'.repeat(5000);
    expect(rows(text)).toEqual([...Array<string>(5000).fill('ab'), '']);
  });
});

describe('largeTextString / largeTextBlob', () => {
  it('give back the whole text as a string and as a Blob', async () => {
    const text = 'ünï 😀\n'.repeat(1000);
    const large = encodedWhole(text);
    expect(largeTextString(large)).toBe(text);
    const blob = largeTextBlob(large, 'application/json');
    expect(blob.type).toBe('application/json');
    expect(await blob.text()).toBe(text);
  });
});
