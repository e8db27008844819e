import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { convertData } from './convert';
import { unmarkKey } from './json-key-order';
import { markTomlIndexKeys } from './toml-key-order';

/** A parsed tree with the marks dropped, for comparing with the unmarked text's tree. */
function unmarked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unmarked);
  if (typeof value !== 'object' || value === null || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [unmarkKey(key), unmarked(item)]));
}

/** The keys of every table, depth first, as the parser gives them. */
function keyOrder(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keyOrder);
  if (typeof value !== 'object' || value === null || value instanceof Date) return [];
  return Object.entries(value).flatMap(([key, item]) => [unmarkKey(key), ...keyOrder(item)]);
}

describe('markTomlIndexKeys', () => {
  it.each<[string, string, string[]]>([
    ['bare keys', 'b = 1\n2 = 2\n10 = 3', ['b', '2', '10']],
    ['quoted and literal keys', 'b = 1\n"2" = 2\n\'1\' = 3', ['b', '2', '1']],
    ['dotted keys, a float-looking key is two keys', 'b = 1\n1.5 = "x"\na.2.c = 1', ['b', '1', '5', 'a', '2', 'c']],
    ['table headers', 'b = 1\n[servers.1]\nip = "x"\n[servers.0]\nip = "y"', ['b', 'servers', '1', 'ip', '0', 'ip']],
    ['array of tables', '[[t.3]]\nb = 1\n2 = 2', ['t', '3', 'b', '2']],
    [
      'inline tables, nested in arrays',
      'x = [{ b = 1, 2 = 2 }, { 1 = [3, 4], c = { 9 = 0, a = 1 } }]',
      ['x', 'b', '2', '1', 'c', '9', 'a'],
    ],
    ['a dotted key after a comma in an inline table', 'x = { a = 1, 2.b = 3 }', ['x', 'a', '2', 'b']],
    ['a header with spaces', 'b = 1\n[ t . 4 ]\nc = 1', ['b', 't', '4', 'c']],
    ['spaces around dots and a comment', 'b = 1\n 7 . 8 = 1 # 9 = 2', ['b', '7', '8']],
  ])('%s', (_, text, order) => {
    const marked = markTomlIndexKeys(text);
    expect(marked).toBeDefined();
    const tree = parse(marked as string);
    expect(unmarked(tree)).toEqual(parse(text));
    expect(keyOrder(tree)).toEqual(order);
  });

  it.each<[string, string]>([
    ['numbers, dates and times are values', 'a = 12\nb = [1, 2]\nc = 1979-05-27T07:32:00Z\nd = 07:32:00\ne = { f = 3 }'],
    ['digits in strings and comments', 'a = "1 = 2"\nb = \'\'\'\n3 = 4\n\'\'\'\n# 5 = 6\nc = """7"""'],
    ['keys that are not indexes', '01 = 1\n-1 = 2\n1a = 3\n2023-01-01 = 4'],
    ['a multi-line array of numbers', 'a = [\n  1,\n  2, # 3\n  4,\n]'],
    ['floats in arrays and inline tables', 'a = [1.5, 2.5]\nb = { c = 0.5, d = [3.25, 4.0] }'],
  ])('leaves alone %s', (_, text) => {
    expect(markTomlIndexKeys(text)).toBeUndefined();
  });
});

describe('TOML conversions keep index-like keys in their place', () => {
  it.each<[string, string, string]>([
    [
      'to JSON',
      'b = 1\n2 = "x"\n[t]\nz = 1\n0 = 2',
      '{\n   "b": 1,\n   "2": "x",\n   "t": {\n      "z": 1,\n      "0": 2\n   }\n}',
    ],
    ['to YAML', "b = 1\n'2' = 3", "b: 1\n'2': 3"],
  ])('%s', (_, toml, expected) => {
    expect(convertData(toml, 'toml', toml.includes("'") ? 'yaml' : 'json')).toBe(expected);
  });

  it('reports an error at its place in the text as typed', () => {
    expect(() => convertData('2 = 1\nb = [', 'toml', 'json')).toThrow();
    let error: unknown;
    try {
      convertData('2 = 1\nb = [', 'toml', 'json');
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ key: 'invalidToml', params: { line: 2 } });
  });

  it('a duplicate key is still one, written either way', () => {
    expect(() => convertData('1 = 1\n"1" = 2', 'toml', 'json')).toThrow();
  });
});
