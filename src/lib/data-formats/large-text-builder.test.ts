import { describe, expect, it } from 'vitest';
import { largeTextString, utf8RowStarts, type LargeText } from './large-text';
import { LargeTextBuilder, toLargeText } from './large-text-builder';

/** The LargeText of a text, encoded whole (what the builder must give). */
const encodedWhole = (text: string): LargeText => {
  const bytes = new TextEncoder().encode(text);
  return { bytes, rows: utf8RowStarts(bytes), length: text.length };
};

const build = (parts: string[], flushChars: number, largeAbove: number, chunkBytes?: number) => {
  const builder = new LargeTextBuilder(flushChars, largeAbove, chunkBytes);
  for (const part of parts) builder.write(part);
  return builder.finish();
};

describe('LargeTextBuilder', () => {
  it('answers a short output as the string written', () => {
    expect(build(['ab', '', 'c😀'], 100, 10)).toBe('abc😀');
  });

  it.each<[string, string[], number, number?]>([
    ['ASCII over several flushes', ['abc\n', 'def\n', 'g'.repeat(20)], 5],
    // Flushes of 3 units fall between the halves of 😀 (two units) again and again.
    ['surrogate pairs across flushes', ['a😀', '😀b', '😀😀\n', 'é漢😀'], 3],
    ['a pair split over two parts', ['x\uD83D', '\uDE00y', 'zz\uD83D', '\uDE00'], 2],
    // Chunks of 5 and 6 bytes end with room too small for the next 2-, 3- or 4-byte character.
    ['characters of every length over small chunks', ['aé漢😀'.repeat(7), 'b\n', 'é😀漢a'.repeat(5)], 4, 5],
    ['ASCII filling chunks to the byte', ['abcdef'.repeat(9)], 7, 6],
  ])('gives the LargeText of the whole text: %s', (_, parts, flushChars, chunkBytes) => {
    const text = parts.join('');
    const large = build(parts, flushChars, 4, chunkBytes) as LargeText;
    expect(typeof large).toBe('object');
    expect(largeTextString(large)).toBe(text);
    const expected = encodedWhole(text);
    expect(large.length).toBe(expected.length);
    expect(Array.from(large.bytes)).toEqual(Array.from(expected.bytes));
    expect(Array.from(large.rows)).toEqual(Array.from(expected.rows));
  });

  it('answers a short output written over several chunks as the string written', () => {
    expect(build(['é漢😀'.repeat(4)], 2, 1000, 5)).toBe('é漢😀'.repeat(4));
  });

  it('starts over after reset', () => {
    const builder = new LargeTextBuilder(10, 4);
    builder.write('abcdefghijkl');
    builder.reset();
    builder.write('xy');
    expect(builder.finish()).toBe('xy');
  });
});

describe('toLargeText', () => {
  it.each([
    ['empty', ''],
    ['characters of every length, in many pieces', 'aé漢😀\n'.repeat(20_000)],
  ])('gives the LargeText of the text encoded whole: %s', (_, text) => {
    const large = toLargeText(text);
    const expected = encodedWhole(text);
    expect(large.length).toBe(text.length);
    expect(Array.from(large.bytes)).toEqual(Array.from(expected.bytes));
    expect(Array.from(large.rows)).toEqual(Array.from(expected.rows));
  });
});
