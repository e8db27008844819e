import { describe, expect, it } from 'vitest';
import { tomlDateLiterals } from './toml-literals';

describe('tomlDateLiterals', () => {
  it.each<[string, string, string[]]>([
    [
      'every kind of value',
      'a = 1979-05-27\nb = 07:32\nc = 1979-05-27 07:32:00.5\nd = 1979-05-27T07:32:00-08:00',
      ['1979-05-27', '07:32', '1979-05-27 07:32:00.5', '1979-05-27T07:32:00-08:00'],
    ],
    ['a date then a comment', 'a = 1979-05-27 # 07:32:00', ['1979-05-27']],
    [
      'in arrays and inline tables',
      'a = [1979-05-27, [07:32:00]]\nt = { k = 07:32:00.1, l = [1979-05-27] }',
      ['1979-05-27', '07:32:00', '07:32:00.1', '1979-05-27'],
    ],
    [
      'in an array over several lines, with comments',
      'a = [\n  1979-05-27, # 2000-01-01\n  07:32:00,\n]',
      ['1979-05-27', '07:32:00'],
    ],
    ['an array of inline tables', 'a = [{ k = 07:32:00 }, { 1979-05-27 = 1979-05-28 }]', ['07:32:00', '1979-05-28']],
    [
      'not in strings of any kind',
      'a = "1979-05-27"\nb = \'07:32:00\'\nc = """\n1979-05-27\n"""\nd = \'\'\'\n07:32:00\n\'\'\'',
      [],
    ],
    ['not in keys or headers', '1979-05-27 = 1\n"07:32:00" = 2\n[1979-05-27]\n[[x.07:32]]\ny.1979-05-27 = 3', []],
    ['not inside a bare key', 'x1979-05-27 = 1979-05-28', ['1979-05-28']],
    ['numbers are not dates', 'a = 1979\nb = 1_000\nc = 0x1F\nd = 6.02e+23\ne = -1979', []],
    ['after an empty string', 'a = ""\nb = 07:32:00', ['07:32:00']],
    ['after a multi-line string ending with quotes', 'a = """x"" """\nb = 07:32:00', ['07:32:00']],
    ['CRLF line breaks', 'a = 1979-05-27\r\n[t]\r\nb = 07:32:00\r\n', ['1979-05-27', '07:32:00']],
  ])('%s', (_, text, expected) => {
    expect(tomlDateLiterals(text).map((literal) => literal.text)).toEqual(expected);
  });

  it('gives where each literal starts', () => {
    expect(tomlDateLiterals('a = "x"\nb = [ 07:32:00 ]')).toEqual([{ text: '07:32:00', index: 14 }]);
  });
});
