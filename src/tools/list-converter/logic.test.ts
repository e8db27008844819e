import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { convertList, DEFAULT_LIST_OPTIONS, maxItemLengthError, type ListOptions } from './logic';

const convert = (input: string, options: Partial<ListOptions> = {}, locale = 'en') =>
  convertList(input, { ...DEFAULT_LIST_OPTIONS, ...options }, locale);

describe('convertList', () => {
  it.each<[string, string, Partial<ListOptions>, string]>([
    ['defaults: trim, de-duplicate, join with ", "', ' a \nb\n a\n\nc ', {}, 'a, b, c'],
    ['empty input', '', {}, ''],
    ['blank lines only', '  \n\n \r\n', { listPrefix: '[', listSuffix: ']' }, ''],
    ['CRLF, CR and LF', 'a\r\nb\rc\nd', {}, 'a, b, c, d'],
    ['no trimming keeps blanks inside items', ' a \n a', { trimItems: false }, ' a ,  a'],
    ['empty items dropped even without trimming', 'a\n\nb', { trimItems: false }, 'a, b'],
    ['duplicates kept', 'a\nb\na', { removeDuplicates: false }, 'a, b, a'],
    ['de-duplication is exact (case matters)', 'A\na', {}, 'A, a'],
    ['lower-case before de-duplication', 'A\na\nB', { lowerCase: true }, 'a, b'],
    ['sort ascending', 'pear\napple\nfig', { sortList: 'asc' }, 'apple, fig, pear'],
    ['sort descending', 'pear\napple\nfig', { sortList: 'desc' }, 'pear, fig, apple'],
    ['reverse', 'a\nb\nc', { reverseList: true }, 'c, b, a'],
    ['sort then reverse', 'b\nc\na', { sortList: 'asc', reverseList: true }, 'c, b, a'],
    ['truncate', 'abcdef\nxy', { maxItemLength: 3 }, 'abc, xy'],
    ['truncate before de-duplication', 'abc1\nabc2', { maxItemLength: 3 }, 'abc'],
    ['0 means no limit', 'abcdef', { maxItemLength: 0 }, 'abcdef'],
    ['wrap items and list', 'a\nb', { itemPrefix: "'", itemSuffix: "'", listPrefix: '[', listSuffix: ']' }, "['a', 'b']"],
    ['custom separator', 'a\nb\nc', { separator: ' | ' }, 'a | b | c'],
    ['empty separator', 'a\nb', { separator: '' }, 'ab'],
    ['keep line breaks', 'a\nb', { keepLineBreaks: true }, 'a, \nb'],
    [
      'keep line breaks with list wrap',
      'a\nb',
      { keepLineBreaks: true, separator: ',', listPrefix: '(', listSuffix: ')', itemPrefix: '"', itemSuffix: '"' },
      '(\n"a",\n"b"\n)',
    ],
    ['keep line breaks omits an empty prefix', 'a\nb', { keepLineBreaks: true, separator: '', listSuffix: ';' }, 'a\nb\n;'],
  ])('%s', (_, input, options, expected) => expect(convert(input, options)).toBe(expected));

  it.each<[string, string, Partial<ListOptions>, string, string]>([
    ['accented letters sort by the UI language', 'zèbre\nétoile\navion', { sortList: 'asc' }, 'fr', 'avion, étoile, zèbre'],
    ['Swedish puts ö after z', 'öl\nzebra\nost', { sortList: 'asc' }, 'sv', 'ost, zebra, öl'],
    ['German puts ö next to o', 'öl\nzebra\nost', { sortList: 'asc' }, 'de', 'öl, ost, zebra'],
    ['lower-casing is not locale-specific', 'İSTANBUL\nI', { lowerCase: true }, 'tr', 'i̇stanbul, i'],
    ['truncation counts code points', '😀😀😀\ne\u0301e\u0301', { maxItemLength: 2 }, 'en', '😀😀, e\u0301'],
    ['non-Latin items', 'мир\nпривет\nмир', {}, 'ru', 'мир, привет'],
  ])('Unicode: %s', (_, input, options, locale, expected) => expect(convert(input, options, locale)).toBe(expected));

  // Reported, not silently read as "no limit" or rounded.
  it.each([-1, -2, 2.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY])('max item length %s is refused', (maxItemLength) => {
    expect(maxItemLengthError(maxItemLength)).toBe('errors.maxItemLength');
    expect(inputErrorOf(() => convert('abcdef', { maxItemLength }))).toEqual({ key: 'errors.maxItemLength', params: {} });
  });

  it.each([0, 1, 3, 1e6])('max item length %s is accepted', (maxItemLength) => {
    expect(maxItemLengthError(maxItemLength)).toBeUndefined();
  });

  it('converts a long list', () => {
    const input = Array.from({ length: 50_000 }, (_, i) => ` item ${i % 1000} `).join('\n');
    const output = convert(input, { sortList: 'asc' });
    expect(output.split(', ')).toHaveLength(1000);
    expect(output.startsWith('item 0, item 1, item 10, item 100,')).toBe(true);
  });
});
