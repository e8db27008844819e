import { describe, expect, it } from 'vitest';
import { entryTexts, expectEnglishFor, expectOnlyMarkup } from '@/components/cheat-sheet/test-utils';
import en from '../../../locales/en/tools/regex-memo.json';
import { REFERENCES, REGEX_MEMO } from './logic';

const rows = REGEX_MEMO.flatMap((section) => section.entries);
const rowById = new Map(rows.map((row) => [row.id, row]));
const syntax = (id: string) => rowById.get(id)!.code;

describe('the sheet', () => {
  it('covers every section tools.md asks for, plus flags', () => {
    expect(REGEX_MEMO.map((section) => section.id)).toEqual([
      'characters',
      'whitespace',
      'sets',
      'escaping',
      'quantifiers',
      'boundaries',
      'lookaround',
      'groups',
      'flags',
    ]);
    expect(REFERENCES.length).toBeGreaterThan(0);
    for (const { url } of REFERENCES) expect(url).toMatch(/^https:\/\//);
  });

  it('has unique ids and syntaxes (a syntax names its copy button)', () => {
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
  });

  it('has an English title for every section and a text for every row and reference', () => {
    expectEnglishFor('regex-memo', REGEX_MEMO);
    expect(en.sections.references).toBeTruthy();
    for (const reference of REFERENCES) expect((en.references as Record<string, string>)[reference.id]).toBeTruthy();
  });
});

/** How each row is checked: the pattern as written with the flags its text names; escapes inside a set inside one. */
function patternOf(id: string): [string, string] | undefined {
  const set = `[${syntax(id).replaceAll(' ', '')}]`;
  const special: Record<string, [string, string] | undefined> = {
    unicodeProperty: [syntax(id), 'u'],
    notUnicodeProperty: [syntax(id), 'u'],
    codePoint: [syntax(id), 'u'],
    subtraction: [syntax(id), 'v'],
    intersection: [syntax(id), 'v'],
    strings: [syntax(id), 'v'],
    insideSet: [set, 'u'],
    insideSetV: [set, 'v'],
    outsideSet: [syntax(id), 'u'],
    replacement: undefined, // a replacement text, not a pattern
  };
  if (id in special) return special[id];
  const section = REGEX_MEMO.find((s) => s.entries.some((row) => row.id === id))!;
  return section.id === 'flags' ? ['', syntax(id)] : [syntax(id), ''];
}

describe('every syntax is valid JavaScript', () => {
  it.each(rows.map((row) => row.id))('%s', (id) => {
    const pattern = patternOf(id);
    if (pattern) expect(() => new RegExp(...pattern)).not.toThrow();
  });
});

describe('the examples do what their texts say', () => {
  const all = (source: string, flags: string, text: string) =>
    [...text.matchAll(new RegExp(source, `${flags}g`))].map((m) => m[0]);
  it.each([
    ['literal', '', 'a cat, concatenated', ['cat', 'cat']],
    ['anyChar', '', 'a\nb', ['a', 'b']],
    ['anyChar', 's', 'a\nb', ['a', '\n', 'b']],
    ['wordChar', '', 'é_1-x', ['_', '1', 'x']],
    ['unicodeProperty', 'u', 'é1ж', ['é', 'ж']],
    ['whitespace', '', 'a\u00a0b\tc', ['\u00a0', '\t']],
    ['noneOf', '', 'abcd', ['d']],
    ['combined', '', 'x.f9', ['.', 'f', '9']],
    ['anything', '', 'a\nb', ['a', '\n', 'b']],
    ['subtraction', 'v', 'aÉz', ['É']],
    ['intersection', 'v', 'aβc', ['β']],
    ['strings', 'v', 'xxcd', ['cd']],
    ['hex', '', 'ABA', ['A', 'A']],
    ['unicodeEscape', '', 'café', ['é']],
    ['codePoint', 'u', 'a😀', ['😀']],
    ['control', '', 'a\nb', ['\n']],
    ['lazy', '', 'aaa', ['a', 'a', 'a']],
    ['repeatGroup', '', 'ababx ab', ['abab', 'ab']],
    ['wordBoundary', '', 'concat cat', ['', '', '', '']],
    ['lookahead', '', 'ab ac', ['a']],
    ['negativeLookahead', '', 'ab ac', ['a']],
    ['lookbehind', '', 'ba ca', ['a']],
    ['negativeLookbehind', '', 'ba ca', ['a']],
    ['backreference', '', 'bee 33 ab', ['ee', '33']],
    ['namedBackreference', '', `say "hi" and 'yo"`, ['"hi"']],
    ['alternation', '', 'cats and dogs', ['cat', 'dog']],
  ])('%s (%s) in %j', (id, flags, text, expected) =>
    expect(all(syntax(id as string), flags as string, text as string)).toEqual(expected),
  );

  it('escapes inside a set, with and without v', () => {
    expect(all(patternOf('insideSet')![0], 'u', 'a]\\-^b')).toEqual([']', '\\', '-', '^']);
    expect(all(patternOf('insideSetV')![0], 'v', 'a()[{}/|b')).toEqual(['(', ')', '[', '{', '}', '/', '|']);
  });

  it('lazy quantifiers stop at the next quote, greedy ones at the last', () => {
    expect(all('".+?"', '', '"a" and "b"')).toEqual(['"a"', '"b"']);
    expect(all('".+"', '', '"a" and "b"')).toEqual(['"a" and "b"']);
    expect(all('\\bcat\\b', '', 'concat cat')).toEqual(['cat']);
  });

  it('the replacement references insert group 1, the named group and the whole match', () => {
    expect('2024'.replace(new RegExp(syntax('named')), syntax('replacement'))).toBe('2024 2024 2024');
  });
});

// The page renders them with markupText, which knows only <strong> and <code> (no Markdown).
describe('locale texts', () => {
  it.each(entryTexts('regex-memo'))('%s holds only balanced <strong> and <code>, no Markdown', (_name, text) =>
    expectOnlyMarkup(text),
  );
});
