import { describe, expect, it, vi } from 'vitest';
import { describeError, InputError } from '@/lib/errors';
import en from '../../../locales/en/tools/regex-tester.json';
import { formatGroups } from './format';
import { compileRegex, engineMessage, findMatches, testRegex, type RegexMatch } from './logic';
import { DEFAULT_FLAGS, effectiveFlags, flagLetters, flagPatch, MAX_MATCHES } from './options';

const matchesOf = (source: string, flags: string, text: string) => findMatches(compileRegex(source, flags), text).matches;
const brief = (matches: RegexMatch[]) => matches.map((m) => [m.index, m.value]);

/** The user-facing message of a failure, in English. */
function message(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    const { key, params } = describeError(error, 'regex-tester');
    const template = (en as Record<string, string>)[key.replace('regex-tester:', '')] ?? key;
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
  }
  return '';
}

describe('findMatches', () => {
  it.each([
    [
      '\\d+',
      'gu',
      'a1b22c333',
      [
        [1, '1'],
        [3, '22'],
        [6, '333'],
      ],
    ],
    ['\\d+', 'u', 'a1b22c333', [[1, '1']]],
    [
      'cat',
      'gi',
      'Cat cAT dog',
      [
        [0, 'Cat'],
        [4, 'cAT'],
      ],
    ],
    [
      '^\\w',
      'gm',
      'ab\ncd',
      [
        [0, 'a'],
        [3, 'c'],
      ],
    ],
    ['^\\w', 'g', 'ab\ncd', [[0, 'a']]],
    ['a.b', 'g', 'a\nb', []],
    ['a.b', 'gs', 'a\nb', [[0, 'a\nb']]],
    ['\\p{Script=Greek}+', 'gu', 'abc αβγ', [[4, 'αβγ']]],
    ['[\\p{L}--[a-z]]', 'gv', 'aÉz', [[1, 'É']]],
    [
      '.',
      'gu',
      '😀x',
      [
        [0, '😀'],
        [2, 'x'],
      ],
    ],
    ['x', 'g', 'abc', []],
  ])('/%s/%s in %j', (source, flags, text, expected) => expect(brief(matchesOf(source, flags, text))).toEqual(expected));

  it('gives numbered captures with their indices, and an unmatched group as such', () => {
    const [match] = matchesOf('(\\w)(\\d)?-(x)|(y)', 'g', 'ab-x');
    expect(match).toEqual({
      index: 1,
      value: 'b-x',
      captures: [
        { name: '1', value: 'b', start: 1, end: 2 },
        { name: '2', value: undefined, start: undefined, end: undefined },
        { name: '3', value: 'x', start: 3, end: 4 },
        { name: '4', value: undefined, start: undefined, end: undefined },
      ],
      groups: [],
    });
  });

  it('gives named groups with their indices (also among the numbered captures)', () => {
    const matches = matchesOf('(?<year>\\d{4})-(?<month>\\d{2})', 'g', 'from 2024-09 to 1999-12');
    expect(matches.map((m) => m.groups)).toEqual([
      [
        { name: 'year', value: '2024', start: 5, end: 9 },
        { name: 'month', value: '09', start: 10, end: 12 },
      ],
      [
        { name: 'year', value: '1999', start: 16, end: 20 },
        { name: 'month', value: '12', start: 21, end: 23 },
      ],
    ]);
    expect(matches[0]!.captures.map((c) => c.value)).toEqual(['2024', '09']);
  });

  it('steps past zero-length matches: one UTF-16 unit, or a whole code point with u or v', () => {
    expect(brief(matchesOf('', 'g', 'ab'))).toEqual([
      [0, ''],
      [1, ''],
      [2, ''],
    ]);
    expect(brief(matchesOf('(?:)', 'g', '😀'))).toEqual([
      [0, ''],
      [1, ''],
      [2, ''],
    ]);
    expect(brief(matchesOf('(?:)', 'gu', '😀'))).toEqual([
      [0, ''],
      [2, ''],
    ]);
    expect(brief(matchesOf('(?:)', 'gv', 'a😀'))).toEqual([
      [0, ''],
      [1, ''],
      [3, ''],
    ]);
    expect(brief(matchesOf('\\b', 'gu', 'hi there'))).toEqual([
      [0, ''],
      [2, ''],
      [3, ''],
      [8, ''],
    ]);
    expect(brief(matchesOf('x*', 'gu', '😀x'))).toEqual([
      [0, ''],
      [2, 'x'],
      [3, ''],
    ]);
  });

  it(`stops after ${MAX_MATCHES} matches and says so`, () => {
    const many = findMatches(compileRegex('x*', 'g'), 'a'.repeat(20_000));
    expect(many.matches).toHaveLength(MAX_MATCHES);
    expect(many.truncated).toBe(true);
    const exact = findMatches(compileRegex('a', 'g'), 'a'.repeat(MAX_MATCHES));
    expect(exact.matches).toHaveLength(MAX_MATCHES);
    expect(exact.truncated).toBe(false);
    expect(findMatches(compileRegex('a', 'g'), 'aaaa', 3)).toMatchObject({ truncated: true, matches: { length: 3 } });
  });
});

describe('invalid regexes', () => {
  it.each([
    ['(', 'gu', 'Invalid regex: Unterminated group'],
    ['[a', 'g', 'Invalid regex: Unterminated character class'],
    ['a**', 'g', 'Invalid regex: Nothing to repeat'],
    ['\\p{Nope}', 'gu', 'Invalid regex: Invalid property name'],
    ['(?<n>a)(?<n>b)', 'g', 'Invalid regex: Duplicate capture group name'],
    ['[a-z&&b]', 'gv', 'Invalid regex: Invalid set operation in character class'],
    ['a/b: (', 'g', 'Invalid regex: Unterminated group'],
  ])('/%s/%s → %j', (source, flags, expected) => expect(message(() => compileRegex(source, flags))).toBe(expected));

  it('throws an InputError (it crosses from the worker with its key)', () => {
    expect(() => compileRegex('(', '')).toThrow(InputError);
    expect(engineMessage(new SyntaxError('unterminated parenthetical'))).toBe('unterminated parenthetical');
  });

  // Firefox gives the reason alone; Safari (JavaScriptCore) puts the same prefix as V8 before it, without the pattern.
  it.each([
    ['unterminated parenthetical', 'unterminated parenthetical'],
    ['Invalid regular expression: missing )', 'missing )'],
    ['Invalid regular expression: /(/dgu: Unterminated group', 'Unterminated group'],
  ])('takes the reason out of %j', (engine, reason) => expect(engineMessage(new SyntaxError(engine))).toBe(reason));
});

describe('testRegex (the worker call)', () => {
  it('reports its start once the pattern compiles, then gives matches and a sample', () => {
    const started = vi.fn();
    const result = testRegex('(?<word>[a-z]+)@example\\.com', 'gsu', 'to: ann@example.com, bob@example.com', started);
    expect(started).toHaveBeenCalledTimes(1);
    expect(brief(result.matches)).toEqual([
      [4, 'ann@example.com'],
      [21, 'bob@example.com'],
    ]);
    expect(result.truncated).toBe(false);
    expect(result.sample).toMatch(/^[a-z]+@example\.com$/);
  });

  it('an empty text gives no matches but still a sample', () => {
    const result = testRegex('\\d{3}', 'gu', '', () => undefined);
    expect(result.matches).toEqual([]);
    expect(result.sample).toMatch(/^\d{3}$/);
  });

  it('an invalid pattern fails before the clock starts', () => {
    const started = vi.fn();
    expect(() => testRegex('(', 'g', 'x', started)).toThrow(InputError);
    expect(started).not.toHaveBeenCalled();
  });
});

describe('flags', () => {
  it('defaults to g, s and u', () => expect(flagLetters(DEFAULT_FLAGS)).toBe('gsu'));

  it('ticking u unticks v and the reverse; unticking touches nothing else', () => {
    expect(flagPatch('unicode', true)).toEqual({ unicode: true, unicodeSets: false });
    expect(flagPatch('unicodeSets', true)).toEqual({ unicodeSets: true, unicode: false });
    expect(flagPatch('unicodeSets', false)).toEqual({ unicodeSets: false });
    expect(flagPatch('global', false)).toEqual({ global: false });
  });

  it('v wins when both arrive on (a hand-written URL), so the engine never sees both', () => {
    const both = { ...DEFAULT_FLAGS, unicodeSets: true };
    expect(effectiveFlags(both)).toMatchObject({ unicode: false, unicodeSets: true });
    expect(flagLetters(both)).toBe('gsv');
    expect(
      flagLetters({ global: true, ignoreCase: true, multiline: true, dotAll: true, unicode: false, unicodeSets: true }),
    ).toBe('gimsv');
  });
});

describe('formatGroups', () => {
  it.each([
    [[], ''],
    [[{ name: '1', value: 'ab', start: 0, end: 2 }], '1: "ab" (0–2)'],
    [
      [
        { name: 'year', value: '2024', start: 5, end: 9 },
        { name: 'x', value: undefined },
      ],
      'year: "2024" (5–9), x: not matched',
    ],
    [[{ name: '1', value: 'a, "b"\n', start: 3, end: 10 }], '1: "a, \\"b\\"\\n" (3–10)'],
    [[{ name: 'ж', value: '', start: 4, end: 4 }], 'ж: "" (4–4)'],
  ])('%j → %j', (groups, expected) => expect(formatGroups(groups, 'not matched')).toBe(expected));
});
