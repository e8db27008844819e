import { describe, expect, it } from 'vitest';
import { errorPlace, EXCERPT_CHARS } from './error-place';

describe('errorPlace', () => {
  it.each<[string, string, number, number, ReturnType<typeof errorPlace>]>([
    ['first line', '{"a": ]}', 1, 7, { excerpt: '{"a": ]}', caret: 6, offset: 6 }],
    ['a later line', '{\n  "a": 1,\n  "b": ]\n}', 3, 8, { excerpt: '  "b": ]', caret: 7, offset: 19 }],
    ['CRLF: the carriage return is not shown', 'x\r\ny]\r\n', 2, 2, { excerpt: 'y]', caret: 1, offset: 4 }],
    ['a column past the end is the end of the line', 'ab\ncd', 1, 9, { excerpt: 'ab', caret: 2, offset: 2 }],
    ['tabs as spaces', '\t\tx', 1, 3, { excerpt: '  x', caret: 2, offset: 2 }],
    ['no such line', 'a\nb', 5, 1, undefined],
    ['no position', 'a', 0, 1, undefined],
  ])('%s', (_, text, line, column, expected) => {
    expect(errorPlace(text, line, column)).toEqual(expected);
  });

  it('shows a long line around the column', () => {
    const line = `${'a'.repeat(100)}!${'b'.repeat(100)}`;
    const place = errorPlace(`x\n${line}`, 2, 101)!;
    expect(place.excerpt).toHaveLength(EXCERPT_CHARS);
    expect(place.excerpt[place.caret]).toBe('!');
    expect(place.offset).toBe(2 + 100);
    // Near the end, the excerpt ends with the line.
    const end = errorPlace(line, 1, 200)!;
    expect(end.excerpt.endsWith('b')).toBe(true);
    expect(end.excerpt[end.caret]).toBe('b');
  });
});
