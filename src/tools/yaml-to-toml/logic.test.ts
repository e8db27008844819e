import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { convertYamlToToml } from './logic';

describe('convertYamlToToml', () => {
  it.each<[string, string, string]>([
    ['keys then tables', 'title: x\ndb:\n  port: 5432\n  ok: true', 'title = "x"\n\n[db]\nport = 5432\nok = true'],
    ['empty input', '', ''],
    ['Unicode key is quoted', 'clé: "😀"', '"clé" = "😀"'],
    ['nested tables indent two spaces per level', 'a:\n  b:\n    c:\n      d: 1', '[a]\n\n  [a.b]\n\n    [a.b.c]\n    d = 1'],
    ['array of tables', 'p:\n  - n: 1\n  - n: 2', '[[p]]\nn = 1\n\n[[p]]\nn = 2'],
    ['aliases are resolved', 'base: &b [1, 2]\ncopy: *b', 'base = [ 1, 2 ]\ncopy = [ 1, 2 ]'],
    ['local tags are read as their content', 'a: !Ref B\nb: !GetAtt c.d', 'a = "B"\nb = "c.d"'],
    ['a trailing empty document is ignored', '---\na: 1\n---\n', 'a = 1'],
    ['whole floats stay floats', 'a: 1.0\nb: 100.0\nc: 1e2\nd: -0.0\ne: 7', 'a = 1.0\nb = 100.0\nc = 100.0\nd = -0.0\ne = 7'],
    ['inf and nan', 'a: .inf\nb: -.inf\nc: .nan', 'a = inf\nb = -inf\nc = nan'],
    ['a date is a TOML local date', 'd: 2024-01-15', 'd = 2024-01-15'],
    ['a date-time with a zone is an offset date-time', 'd: 2024-01-15T10:30:00Z', 'd = 2024-01-15T10:30:00Z'],
    ['a date-time without zone is local', 'd: 2024-01-15 10:30:00', 'd = 2024-01-15T10:30:00'],
    ['a quoted date stays a string', 'd: "2024-01-15"', 'd = "2024-01-15"'],
  ])('%s', (_, input, expected) => {
    const toml = convertYamlToToml(input);
    expect(toml).toBe(expected);
    if (toml) expect(parse(toml)).toBeTypeOf('object');
  });

  it.each<[string, string, ReturnType<typeof inputErrorOf>]>([
    ['bad YAML', 'a: b: c', { key: 'invalidYaml', params: { reason: 'bad indentation of a mapping entry', line: 1, column: 5 } }],
    ['top-level list', '- 1\n- 2', { key: 'topLevelNotObject', params: {} }],
    ['top-level scalar', 'hello', { key: 'topLevelNotObject', params: {} }],
    ['null value', 'a: ~', { key: 'tomlNull', params: {} }],
    [
      '5,000 nested flow sequences',
      `a: ${'['.repeat(5_000)}${']'.repeat(5_000)}`,
      { key: 'invalidYaml', params: { detailKey: 'tooDeep' } },
    ],
    [
      '50,000 nested flow sequences',
      `a: ${'['.repeat(50_000)}${']'.repeat(50_000)}`,
      { key: 'invalidYaml', params: { detailKey: 'tooDeep' } },
    ],
    [
      '5,000 nested flow mappings',
      `a: ${'{a: '.repeat(5_000)}1${'}'.repeat(5_000)}`,
      { key: 'invalidYaml', params: { detailKey: 'tooDeep' } },
    ],
  ])('%s', (_, input, expected) => {
    expect(inputErrorOf(() => convertYamlToToml(input))).toEqual(expected);
  });
});
