import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { formatXmlText } from './logic';

const nested = (levels: number, inner = '') => '<a>'.repeat(levels) + inner + '</a>'.repeat(levels);
/** The expected output of `nested(levels)` with no indentation: a tag a line, the innermost empty element on one. */
const flat = (levels: number) =>
  [...Array<string>(levels - 1).fill('<a>'), '<a></a>', ...Array<string>(levels - 1).fill('</a>')].join('\n');

describe('formatXmlText on deeply nested documents', () => {
  it.each([20_000, 100_000])('formats %i levels with an indent size of 0', (levels) => {
    expect(formatXmlText(nested(levels), { indentSize: 0, collapseContent: true })).toBe(flat(levels));
  });

  it.each([20_000, 100_000])('keeps %i levels inside text as written', (levels) => {
    const input = `<r>x${nested(levels)}</r>`;
    expect(formatXmlText(input, { indentSize: 2, collapseContent: true })).toBe(input);
  });

  // Every line is indented by at most 10,000 spaces: 5,000 levels at 2 a level, 1,000 at 10.
  it.each<[string, string, number, ReturnType<typeof inputErrorOf>]>([
    [
      '20,000 levels',
      nested(20_000),
      2,
      { key: 'invalidXml', params: { detailKey: 'tooDeep', max: 5000, line: 1, column: 15_001 } },
    ],
    [
      '100,000 levels',
      nested(100_000),
      4,
      { key: 'invalidXml', params: { detailKey: 'tooDeep', max: 2500, line: 1, column: 7501 } },
    ],
    [
      '1,001 levels at 10',
      `<r>\n${nested(1000)}</r>`,
      10,
      { key: 'invalidXml', params: { detailKey: 'tooDeep', max: 1000, line: 2, column: 2998 } },
    ],
  ])('refuses %s, saying how deep it may go', (_, input, indentSize, expected) => {
    expect(inputErrorOf(() => formatXmlText(input, { indentSize, collapseContent: true }))).toEqual(expected);
  });

  it('formats 1,000 levels at 10 a level', () => {
    const output = formatXmlText(nested(1000, 'x'), { indentSize: 10, collapseContent: true });
    expect(output.split('\n')[999]).toBe(`${' '.repeat(9990)}<a>x</a>`);
  });
});
