import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { walkTomlTokens, type TomlTokenKind } from './toml-walk';

/** The tokens the walk reports, each as its kind and its text. */
function tokens(text: string): [TomlTokenKind, string][] {
  const found: [TomlTokenKind, string][] = [];
  walkTomlTokens(text, (kind, start, end) => found.push([kind, text.slice(start, end)]));
  return found;
}

describe('walkTomlTokens', () => {
  it.each<[string, string, [TomlTokenKind, string][]]>([
    [
      'keys and values',
      'a = 1\n"b" = \'x\'\nc = true',
      [
        ['key', 'a'],
        ['value', '1'],
        ['key', '"b"'],
        ['value', "'x'"],
        ['key', 'c'],
        ['value', 'true'],
      ],
    ],
    [
      'dotted keys, a float-looking key is two parts',
      'a . "b".c = 1.5\n1.5 = 2',
      [
        ['key', 'a'],
        ['key', '"b"'],
        ['key', 'c'],
        ['value', '1.5'],
        ['key', '1'],
        ['key', '5'],
        ['value', '2'],
      ],
    ],
    [
      'table and array-of-tables headers, with a comment',
      "[a.'b c']\n[[ d.0 ]] # e = 1\nf = 2",
      [
        ['key', 'a'],
        ['key', "'b c'"],
        ['key', 'd'],
        ['key', '0'],
        ['key', 'f'],
        ['value', '2'],
      ],
    ],
    [
      'inline tables in arrays: keys after `{` and `,`',
      'x = [{ a = 1, b = [2, 3] }, { c = { d = 4 } }]',
      [
        ['key', 'x'],
        ['key', 'a'],
        ['value', '1'],
        ['key', 'b'],
        ['value', '2'],
        ['value', '3'],
        ['key', 'c'],
        ['key', 'd'],
        ['value', '4'],
      ],
    ],
    [
      'an array and an inline table over several lines (TOML 1.1)',
      'a = [\n  1, # 2 = 3\n  [4],\n]\nt = {\n  k = 5,\n}',
      [
        ['key', 'a'],
        ['value', '1'],
        ['value', '4'],
        ['key', 't'],
        ['key', 'k'],
        ['value', '5'],
      ],
    ],
    [
      'strings of every kind, whole',
      'a = "q\\"=1"\nb = \'c:\\\'\nc = """\nd = 2\n"" """\ne = \'\'\'x\'\'\'\'',
      [
        ['key', 'a'],
        ['value', '"q\\"=1"'],
        ['key', 'b'],
        ['value', "'c:\\'"],
        ['key', 'c'],
        ['value', '"""\nd = 2\n"" """'],
        ['key', 'e'],
        ['value', "'''x''''"],
      ],
    ],
    [
      'a date-time with a space is one value, a date-like key is a key',
      'a = 1979-05-27 07:32:00Z\nb = 1979-05-27 # 07:32\n1979-05-27 = 07:32',
      [
        ['key', 'a'],
        ['value', '1979-05-27 07:32:00Z'],
        ['key', 'b'],
        ['value', '1979-05-27'],
        ['key', '1979-05-27'],
        ['value', '07:32'],
      ],
    ],
    [
      'numbers and words are whole values',
      'a = [+1_000, 6.02e+23, -inf, 0x1F]',
      [
        ['key', 'a'],
        ['value', '+1_000'],
        ['value', '6.02e+23'],
        ['value', '-inf'],
        ['value', '0x1F'],
      ],
    ],
    [
      'CRLF line breaks',
      'a = 1\r\n[t]\r\nb = 2\r\n',
      [
        ['key', 'a'],
        ['value', '1'],
        ['key', 't'],
        ['key', 'b'],
        ['value', '2'],
      ],
    ],
  ])('%s', (_, text, expected) => {
    expect(tokens(text)).toEqual(expected);
  });

  it('gives where each token starts and ends', () => {
    const places: [TomlTokenKind, number, number][] = [];
    walkTomlTokens('k = "v"', (kind, start, end) => places.push([kind, start, end]));
    expect(places).toEqual([
      ['key', 0, 1],
      ['value', 4, 7],
    ]);
  });

  // The date scan used to skip a header's whole line; the key marking read on after the `]`,
  // as the walk does. Text there is an error, so valid documents see no difference.
  it('reads on after a header on its line, which smol-toml refuses', () => {
    const text = '[t] a = 1979-05-27';
    expect(() => parse(text)).toThrow();
    expect(tokens(text)).toEqual([
      ['key', 't'],
      ['key', 'a'],
      ['value', '1979-05-27'],
    ]);
  });
});
