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
  ])('%s', (_, input, expected) => {
    expect(inputErrorOf(() => convertYamlToToml(input))).toEqual(expected);
  });
});
