import { Text } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { stringOf, textOf } from './editor-text';

const never = () => false;

describe('textOf', () => {
  it.each<[string, string, number]>([
    ['empty', '', 4],
    ['one line', 'abc', 4],
    ['lines over many slices', 'ab\ncd\nef\n\ngh\nij', 2],
    ['a trailing line break', 'ab\ncd\n', 1],
    ['CRLF and CR breaks', 'ab\r\ncd\ref\r\n\r\ngh', 2],
    ['characters of every length', 'aé漢😀\n'.repeat(50), 7],
  ])('gives the lines CodeMirror would: %s', async (_, value, sliceChars) => {
    const text = await textOf(value, never, sliceChars);
    expect(text?.toJSON()).toEqual(Text.of(value.split(/\r\n?|\n/)).toJSON());
  });

  it('gives nothing once cancelled', async () => {
    let slices = 0;
    const text = await textOf('a\nb\nc\nd\ne', () => ++slices > 1, 1);
    expect(text).toBeUndefined();
  });
});

describe('stringOf', () => {
  it.each<[string, string, number]>([
    ['empty', '', 4],
    ['lines over many slices', 'ab\ncd\nef\n\ngh\nij', 3],
    ['a slice that ends inside a line', 'abcdefgh\nij', 3],
    ['characters of every length', 'aé漢😀\n'.repeat(50), 7],
  ])('gives the whole text: %s', async (_, value, sliceChars) => {
    expect(await stringOf(Text.of(value.split('\n')), never, sliceChars)).toBe(value);
  });

  it('gives nothing once cancelled', async () => {
    let slices = 0;
    expect(await stringOf(Text.of(['ab', 'cd', 'ef']), () => ++slices > 1, 2)).toBeUndefined();
  });
});
