import { parse as parseToml } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { convertData, convertDataInto, DATA_FORMATS, type DataFormat } from './convert';
import { EXPANDED_VALUES_LIMIT } from './expansion';

/** Nine levels of nine aliases: about 10^9 values once expanded, from a few hundred bytes. */
const BILLION_LAUGHS = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghi'.split('').map((name, i) => {
    const previous = String.fromCharCode('a'.charCodeAt(0) + i);
    return `${name}: &${name} [${Array.from({ length: 9 }, () => `*${previous}`).join(',')}]`;
  }),
].join('\n');

describe('convertData', () => {
  it.each<[string, string, DataFormat, DataFormat, string]>([
    ['YAML map to JSON', 'a: 1\nb: [x, y]', 'yaml', 'json', '{\n   "a": 1,\n   "b": [\n      "x",\n      "y"\n   ]\n}'],
    ['YAML scalar 0', '0', 'yaml', 'json', '0'],
    ['YAML false', 'false', 'yaml', 'json', 'false'],
    ['YAML explicit null document', '---\n', 'yaml', 'json', 'null'],
    ['YAML 1.2 core: yes stays a string', 'v: yes', 'yaml', 'json', '{\n   "v": "yes"\n}'],
    ['YAML dates stay strings (core schema)', 'd: 2001-12-14', 'yaml', 'json', '{\n   "d": "2001-12-14"\n}'],
    [
      'YAML anchors and aliases',
      'a: &x {k: 1}\nb: *x',
      'yaml',
      'json',
      '{\n   "a": {\n      "k": 1\n   },\n   "b": {\n      "k": 1\n   }\n}',
    ],
    [
      'YAML merge keys: explicit keys win',
      'base: &b {x: 1, y: 2}\nd:\n  x: 5\n  <<: *b',
      'yaml',
      'json',
      '{\n   "base": {\n      "x": 1,\n      "y": 2\n   },\n   "d": {\n      "x": 5,\n      "y": 2\n   }\n}',
    ],
    [
      'YAML integer beyond 2^53 keeps its digits',
      'n: 123456789012345678901',
      'yaml',
      'json',
      '{\n   "n": 123456789012345678901\n}',
    ],
    ['YAML negative big integer', 'n: -9007199254740993', 'yaml', 'json', '{\n   "n": -9007199254740993\n}'],
    ['Unicode', 'clé: "😀 ünï"', 'yaml', 'json', '{\n   "clé": "😀 ünï"\n}'],
    [
      'JSON to YAML, sequences indented',
      '{"a":[1,"yes",{"b":null}],"s":"x"}',
      'json',
      'yaml',
      "a:\n  - 1\n  - 'yes'\n  - b: null\ns: x",
    ],
    ['JSON5 input', "{a: 'x', // note\n b: [1, 2,],}", 'json', 'yaml', 'a: x\nb:\n  - 1\n  - 2'],
    [
      'JSON to TOML layout',
      '{"title":"T","owner":{"name":"Tom","dob":"1979"},"list":[1,2,3],"nested":{"a":{"b":1}}}',
      'json',
      'toml',
      'title = "T"\nlist = [ 1, 2, 3 ]\n\n[owner]\nname = "Tom"\ndob = "1979"\n\n[nested]\n\n  [nested.a]\n  b = 1',
    ],
    [
      'arrays of tables',
      '{"fruit":[{"name":"apple"},{"name":"pear","tags":["a"]}]}',
      'json',
      'toml',
      '[[fruit]]\nname = "apple"\n\n[[fruit]]\nname = "pear"\ntags = [ "a" ]',
    ],
    [
      'TOML escapes and quoted keys',
      '{"a b":"line\\nq\\"\\u0001","e":[],"m":[1,{"x":true}]}',
      'json',
      'toml',
      '"a b" = "line\\nq\\"\\u0001"\ne = []\nm = [ 1, { x = true } ]',
    ],
    [
      'every TOML escape, DEL as \\u007F, emoji and accents kept',
      '{"s":"a\\\\b\\tc\\rd\\be\\ff\\u001fg\\u007fh \u00fc \ud83d\ude00 end"}',
      'json',
      'toml',
      's = "a\\\\b\\tc\\rd\\be\\ff\\u001Fg\\u007Fh ü 😀 end"',
    ],
    [
      'TOML to JSON: dates, big integers, inf and nan',
      'odt = 1979-05-27T07:32:00-08:00\nld = 1979-05-27\nlt = 07:32:00\nldt = 1979-05-27 07:32:00\nbig = 12345678901234567890\ni = inf\nn = nan\nm = -inf',
      'toml',
      'json',
      '{\n   "odt": "1979-05-27T15:32:00.000Z",\n   "ld": "1979-05-27",\n   "lt": "07:32:00",\n   "ldt": "1979-05-27T07:32:00",\n   "big": 12345678901234567890,\n   "i": "inf",\n   "n": "nan",\n   "m": "-inf"\n}',
    ],
    [
      'TOML to YAML: timestamps, time as string, big integer',
      'd = 1979-05-27\nt = 07:32:00\nbig = 12345678901234567890\n[s]\nk = "v"',
      'toml',
      'yaml',
      "d: 1979-05-27\nt: '07:32:00'\nbig: 12345678901234567890\ns:\n  k: v",
    ],
    [
      'YAML to TOML',
      'name: x\nserver:\n  port: 8080\n  hosts: [a, b]',
      'yaml',
      'toml',
      'name = "x"\n\n[server]\nport = 8080\nhosts = [ "a", "b" ]',
    ],
    ['TOML to TOML keeps dates', 'd = 1979-05-27T07:32:00Z', 'toml', 'toml', 'd = 1979-05-27T07:32:00.000Z'],
    [
      'JSON big integers to YAML keep their digits',
      '{"id": 9007199254740993, "neg": -9007199254740993, "huge": 123456789012345678901234567890}',
      'json',
      'yaml',
      'id: 9007199254740993\nneg: -9007199254740993\nhuge: 123456789012345678901234567890',
    ],
    ['JSON5 big integer to YAML', '{id: [9007199254740993,], // 1\n}', 'json', 'yaml', 'id:\n  - 9007199254740993'],
    [
      'JSON 64-bit limits to TOML',
      '{"max": 9223372036854775807, "min": -9223372036854775808}',
      'json',
      'toml',
      'max = 9223372036854775807\nmin = -9223372036854775808',
    ],
    [
      'JSON big integers in TOML arrays and inline tables',
      '{"a": [9007199254740993, {"b": -9007199254740993}]}',
      'json',
      'toml',
      'a = [ 9007199254740993, { b = -9007199254740993 } ]',
    ],
    [
      'JSON exponent forms stay TOML floats',
      '{"e": 1e20, "f": 1.5e3, "g": 12345678901234567890.5}',
      'json',
      'toml',
      'e = 1e+20\nf = 1500.0\ng = 1.2345678901234567e+19',
    ],
    ['JSON to JSON keeps big integers', '[9007199254740993]', 'json', 'json', '[\n   9007199254740993\n]'],
  ])('%s', (_, input, from, to, expected) => {
    expect(convertData(input, from, to)).toBe(expected);
    // Written in parts (the worker's way), the same text.
    let parts = '';
    convertDataInto(input, { write: (part) => (parts += part), reset: () => (parts = '') }, from, to);
    expect(parts).toBe(expected);
  });

  it.each<[string, string, DataFormat, DataFormat, string]>([
    [
      'YAML to TOML',
      'a: 1.0\nb: 100.0\nc: 1e2\nd: -0.0\ne: !!float 3\nf: [2.0, {g: 0.0}]',
      'yaml',
      'toml',
      'a = 1.0\nb = 100.0\nc = 100.0\nd = -0.0\ne = 3.0\nf = [ 2.0, { g = 0.0 } ]',
    ],
    ['YAML to JSON', 'a: 1.0\nb: 1e2\nc: -0.0', 'yaml', 'json', '{\n   "a": 1.0,\n   "b": 100.0,\n   "c": -0.0\n}'],
    [
      'TOML to YAML',
      'a = 1.0\nb = 100.0\nc = 1e2\nd = -0.0\ne = 1_000.0',
      'toml',
      'yaml',
      'a: 1.0\nb: 100.0\nc: 100.0\nd: -0.0\ne: 1000.0',
    ],
    [
      'TOML to JSON',
      'a = 1.0\nb = [1e2, 2]\nc = { d = -0.0 }',
      'toml',
      'json',
      '{\n   "a": 1.0,\n   "b": [\n      100.0,\n      2\n   ],\n   "c": {\n      "d": -0.0\n   }\n}',
    ],
    ['TOML to TOML', 'a = 1.0\nb = 1E2', 'toml', 'toml', 'a = 1.0\nb = 100.0'],
    [
      'JSON to TOML',
      '{"a": 1.0, "b": 100.0, "c": 1e2, "d": -0.0, "e": [1.50e1]}',
      'json',
      'toml',
      'a = 1.0\nb = 100.0\nc = 100.0\nd = -0.0\ne = [ 15.0 ]',
    ],
    ['JSON to YAML', '{"a": 1.0, "b": 1e2}', 'json', 'yaml', 'a: 1.0\nb: 100.0'],
    ['JSON5 to TOML', "{a: 1., b: .0e1, c: +2.0, // 3.0\n d: '4.0'}", 'json', 'toml', 'a = 1.0\nb = 0.0\nc = 2.0\nd = "4.0"'],
    [
      'JSON to JSON keeps 1.0 beside a big integer',
      '[1.0, 9007199254740993]',
      'json',
      'json',
      '[\n   1.0,\n   9007199254740993\n]',
    ],
    ['a fraction rounded away is a whole float', '{"a": 999999999999999.99}', 'json', 'toml', 'a = 1000000000000000.0'],
    ['beyond 2^53: the exponent form', 'a = 1e20', 'toml', 'yaml', 'a: 1e+20'],
    ['integers stay integers', 'a: 1\nb: -0\nc: 0x10', 'yaml', 'toml', 'a = 1\nb = 0\nc = 16'],
    ['other floats are unchanged', '{"a": 1.5, "b": -2.5e-3, "c": 0.1}', 'json', 'toml', 'a = 1.5\nb = -0.0025\nc = 0.1'],
    ['inf and nan from YAML', 'a: .inf\nb: -.Inf\nc: .nan', 'yaml', 'toml', 'a = inf\nb = -inf\nc = nan'],
    ['inf and nan from TOML', 'a = inf\nb = -inf\nc = nan\nd = 1.0', 'toml', 'yaml', 'a: .inf\nb: -.inf\nc: .nan\nd: 1.0'],
    ['inf and nan to JSON', 'a = -inf\nb = nan\nc = 2.0', 'toml', 'json', '{\n   "a": "-inf",\n   "b": "nan",\n   "c": 2.0\n}'],
    ['a whole float as a YAML key keeps its text', '1.0: a\n1: b', 'yaml', 'json', '{\n   "1.0": "a",\n   "1": "b"\n}'],
    ['a string "1.0" stays a string', 'a = "1.0"', 'toml', 'yaml', "a: '1.0'"],
    [
      'after an escaped quote, still in the string',
      '{"a": "x\\"1.0", "b": [1.0e0]}',
      'json',
      'toml',
      'a = "x\\"1.0"\nb = [ 1.0 ]',
    ],
    ['beside index-like keys', '{"b": 1.0, "2": 2.0}', 'json', 'yaml', "b: 1.0\n'2': 2.0"],
    ['a whole float alone', '1.0', 'json', 'json', '1.0'],
  ])('whole floats stay floats: %s', (_, input, from, to, expected) => {
    expect(convertData(input, from, to)).toBe(expected);
    let parts = '';
    convertDataInto(input, { write: (part) => (parts += part), reset: () => (parts = '') }, from, to);
    expect(parts).toBe(expected);
  });

  it.each<[string, string, string]>([
    ['a date stays a local date', 'd: 2024-01-15', 'd = 2024-01-15'],
    ['a date-time in UTC', 'd: 2024-01-15T10:30:00Z', 'd = 2024-01-15T10:30:00Z'],
    ['a date-time with an offset', 'd: 2024-01-15T10:30:00+05:30', 'd = 2024-01-15T10:30:00+05:30'],
    ['a date-time without zone is local', 'd: 2024-01-15T10:30:00', 'd = 2024-01-15T10:30:00'],
    ['YAML spaces, a one-digit hour and zone', 'd: 2001-12-14 1:59:43.10 -5', 'd = 2001-12-14T01:59:43.10-05:00'],
    ['a lower-case t and nine fraction digits', 'd: 2001-12-14t21:59:43.123456789', 'd = 2001-12-14T21:59:43.123456789'],
    ['one-digit month and day with a time', 'd: 2001-1-2T03:04:05Z', 'd = 2001-01-02T03:04:05Z'],
    ['a tagged timestamp', 'd: !!timestamp 2001-12-14', 'd = 2001-12-14'],
    ['in an array and an inline table', 'a: [2024-01-15, {b: 2024-01-16}]', 'a = [ 2024-01-15, { b = 2024-01-16 } ]'],
    ['a date as a key keeps its text', '2024-01-15: x', '2024-01-15 = "x"'],
    ['quoted, it stays a string', 'a: "2024-01-15"\nb: \'2024-01-15T10:30:00Z\'', 'a = "2024-01-15"\nb = "2024-01-15T10:30:00Z"'],
    ['an impossible day stays a string', 'd: 2023-02-29', 'd = "2023-02-29"'],
    ['a date without its leading zeros stays a string', 'd: 2024-1-5', 'd = "2024-1-5"'],
    ['an hour past 23 stays a string', 'd: 2024-01-15T24:00:00Z', 'd = "2024-01-15T24:00:00Z"'],
  ])('YAML timestamps to TOML: %s', (_, yaml, toml) => {
    expect(convertData(yaml, 'yaml', 'toml')).toBe(toml);
    // Back through YAML, the same TOML data.
    expect(parseToml(convertData(convertData(toml, 'toml', 'yaml'), 'yaml', 'toml'))).toEqual(parseToml(toml));
  });

  it.each<[string, string]>([
    ['a local date', 'd = 1979-05-27'],
    ['a local date-time', 'd = 1979-05-27T07:32:00.5'],
    ['an offset date-time', 'd = 1979-05-27T07:32:00.000-08:00'],
    ['a date-like string', 'd = "1979-05-27"'],
  ])('TOML dates round-trip through YAML: %s', (_, toml) => {
    expect(convertData(convertData(toml, 'toml', 'yaml'), 'yaml', 'toml')).toBe(toml);
  });

  it('YAML timestamps stay strings in JSON (YAML 1.2 core schema)', () => {
    expect(convertData('a: 2024-01-15\nb: 2024-01-15T10:30:00+05:30', 'yaml', 'json')).toBe(
      '{\n   "a": "2024-01-15",\n   "b": "2024-01-15T10:30:00+05:30"\n}',
    );
  });

  it.each<[string, string, string, string]>([
    ['whole seconds', 'a = 07:32:00', '"07:32:00"', "'07:32:00'"],
    ['a written .000', 'a = 07:32:00.000', '"07:32:00.000"', "'07:32:00.000'"],
    ['one fraction digit', 'a = 07:32:00.5', '"07:32:00.5"', "'07:32:00.5'"],
    ['three fraction digits', 'a = 07:32:00.120', '"07:32:00.120"', "'07:32:00.120'"],
    ['six fraction digits', 'a = 07:32:00.999999', '"07:32:00.999999"', "'07:32:00.999999'"],
    ['no seconds (TOML 1.1): they are written', 'a = 07:32', '"07:32:00"', "'07:32:00'"],
    ['a local date-time', 'a = 1979-05-27T07:32:00', '"1979-05-27T07:32:00"', '1979-05-27T07:32:00'],
    [
      'a local date-time with a space and nine digits',
      'a = 1979-05-27 07:32:00.123456789',
      '"1979-05-27T07:32:00.123456789"',
      '1979-05-27T07:32:00.123456789',
    ],
    ['a local date-time with a lower-case t, no seconds', 'a = 1979-05-27t07:32', '"1979-05-27T07:32:00"', '1979-05-27T07:32:00'],
    [
      'the same digits twice',
      'a = [07:32:00.5, 07:32:00.5]',
      '[\n      "07:32:00.5",\n      "07:32:00.5"\n   ]',
      "\n  - '07:32:00.5'\n  - '07:32:00.5'",
    ],
    // One value written two ways: which is which is unknown, so neither gets digits it may not have had.
    [
      'one value written two ways',
      'a = [07:32:00, 07:32:00.000]',
      '[\n      "07:32:00",\n      "07:32:00"\n   ]',
      "\n  - '07:32:00'\n  - '07:32:00'",
    ],
    [
      'an offset date-time keeps its form',
      'a = 1979-05-27T07:32:00.5-08:00',
      '"1979-05-27T15:32:00.500Z"',
      '1979-05-27T07:32:00.500-08:00',
    ],
  ])('TOML local time: %s', (_, toml, json, yaml) => {
    expect(convertData(toml, 'toml', 'json')).toBe(`{\n   "a": ${json}\n}`);
    expect(convertData(toml, 'toml', 'yaml')).toBe(`a:${yaml.startsWith('\n') ? '' : ' '}${yaml}`);
  });

  it.each<[string, string, DataFormat, DataFormat, string]>([
    [
      'JSON to YAML',
      '{"b":1,"2":{"z":1,"10":[{"c":1,"0":2}]},"a":"2"}',
      'json',
      'yaml',
      "b: 1\n'2':\n  z: 1\n  '10':\n    - c: 1\n      '0': 2\na: '2'",
    ],
    ['JSON to TOML', '{"b":1,"2":{"z":1,"0":2}}', 'json', 'toml', 'b = 1\n\n[2]\nz = 1\n0 = 2'],
    ['JSON with a BigInt to YAML', '{"b":12345678901234567890,"1":2}', 'json', 'yaml', "b: 12345678901234567890\n'1': 2"],
    ['YAML to JSON, int and quoted keys', 'b: 1\n2: x\n"1": y', 'yaml', 'json', '{\n   "b": 1,\n   "2": "x",\n   "1": "y"\n}'],
    [
      'YAML to JSON through a merge key',
      'base: &a {c: 1, 7: 2}\nm:\n  <<: *a\n  1: 3',
      'yaml',
      'json',
      '{\n   "base": {\n      "c": 1,\n      "7": 2\n   },\n   "m": {\n      "c": 1,\n      "7": 2,\n      "1": 3\n   }\n}',
    ],
    ['YAML under a local tag', 'k: !Thing\n  b: 1\n  3: 2', 'yaml', 'json', '{\n   "k": {\n      "b": 1,\n      "3": 2\n   }\n}'],
    [
      'YAML with a timestamp to JSON',
      'b: !!timestamp 2001-12-14\n1: x',
      'yaml',
      'json',
      '{\n   "b": "2001-12-14T00:00:00.000Z",\n   "1": "x"\n}',
    ],
    ['YAML to TOML', 'b: 1\n2: x', 'yaml', 'toml', 'b = 1\n2 = "x"'],
  ])('index-like keys keep their place: %s', (_, input, from, to, expected) => {
    expect(convertData(input, from, to)).toBe(expected);
    let parts = '';
    convertDataInto(input, { write: (part) => (parts += part), reset: () => (parts = '') }, from, to);
    expect(parts).toBe(expected);
  });

  it('a YAML key and its index-like twin are still one key', () => {
    expect(inputErrorOf(() => convertData('2: x\n"2": y', 'yaml', 'json'))).toMatchObject({ key: 'invalidYaml' });
  });

  it('TOML local times keep their text in TOML too', () => {
    expect(convertData('a = 07:32:00.999999\nb = 1979-05-27 07:32:00', 'toml', 'toml')).toBe(
      'a = 07:32:00.999999\nb = 1979-05-27T07:32:00',
    );
  });

  it.each<[string, DataFormat]>([
    ['JSON to YAML', 'yaml'],
    ['JSON to TOML', 'toml'],
    ['JSON to JSON', 'json'],
  ])('refuses JSON nested 20,000 levels deep: %s', (_, to) => {
    const deep = `{"a": ${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    expect(inputErrorOf(() => convertData(deep, 'json', to))).toEqual({ key: 'invalidJson', params: { detailKey: 'tooDeep' } });
  });

  /** Texts nested `n` levels deep in each format, in each way it can nest. */
  const NESTED: [string, DataFormat, (n: number) => string][] = [
    ['YAML flow sequences', 'yaml', (n) => `a: ${'['.repeat(n)}${']'.repeat(n)}`],
    ['YAML flow mappings', 'yaml', (n) => `a: ${'{a: '.repeat(n)}1${'}'.repeat(n)}`],
    ['YAML block sequences', 'yaml', (n) => `a:\n${'- '.repeat(n)}1`],
    ['YAML unclosed', 'yaml', (n) => `a: ${'['.repeat(n)}`],
    ['JSON arrays', 'json', (n) => `{"a": ${'['.repeat(n)}${']'.repeat(n)}}`],
    ['JSON objects', 'json', (n) => `{"a":${'{"a":'.repeat(n)}1${'}'.repeat(n + 1)}`],
    ['TOML arrays', 'toml', (n) => `a = ${'['.repeat(n)}${']'.repeat(n)}`],
    ['TOML inline tables', 'toml', (n) => `a = ${'{a='.repeat(n)}1${'}'.repeat(n)}`],
    ['TOML dotted headers', 'toml', (n) => `[${Array.from({ length: n }, () => 'a').join('.')}]\nb = 1`],
  ];
  const INVALID_KEY = { yaml: 'invalidYaml', json: 'invalidJson', toml: 'invalidToml' } as const;

  it.each(
    NESTED.flatMap(([name, from, nested]) =>
      [5_000, 50_000].flatMap((n) =>
        DATA_FORMATS.filter((to) => to !== from).map((to) => [`${name}, ${n} levels, to ${to}`, from, to, nested(n)] as const),
      ),
    ),
  )('refuses as too deep: %s', (_, from, to, text) => {
    expect(inputErrorOf(() => convertData(text, from, to))).toEqual({ key: INVALID_KEY[from], params: { detailKey: 'tooDeep' } });
  });

  it('refuses a tree made deeper than 1000 levels by an alias', () => {
    const yaml = `a: &x ${'['.repeat(999)}${']'.repeat(999)}\nb: [[*x]]`;
    expect(inputErrorOf(() => convertData(yaml, 'yaml', 'json'))).toEqual({
      key: 'invalidYaml',
      params: { detailKey: 'tooDeep' },
    });
  });

  it('converts JSON nested 1000 levels deep', () => {
    const deep = '{"a":'.repeat(1000) + '1' + '}'.repeat(1000);
    expect(convertData(deep, 'json', 'toml').split('\n').at(-1)).toBe(`${'  '.repeat(998)}a = 1`);
  });

  it.each<[string, string]>([
    ['a trailing empty document', 'a: 1\n---\n'],
    ['a CloudFormation tag', 'a: !Ref One'],
  ])('YAML with %s converts', (_, yaml) => {
    expect(convertData(yaml, 'yaml', 'json')).toMatch(/^\{\n {3}"a": /);
  });

  it.each<[string, DataFormat]>([
    ['', 'yaml'],
    ['# only a comment\n', 'yaml'],
    ['  \n\t', 'json'],
    [' \n ', 'toml'],
  ])('empty input %j (%s) gives an empty output', (input, from) => {
    for (const to of ['yaml', 'json', 'toml'] as const) expect(convertData(input, from, to)).toBe('');
  });

  it.each<[string, string, DataFormat, DataFormat, ReturnType<typeof inputErrorOf>]>([
    [
      'bad YAML with line and column',
      'a: b: c',
      'yaml',
      'json',
      { key: 'invalidYaml', params: { reason: 'bad indentation of a mapping entry', line: 1, column: 5 } },
    ],
    [
      'several YAML documents',
      'a: 1\n---\nb: 2\n---\nc: 3',
      'yaml',
      'json',
      { key: 'invalidYaml', params: { detailKey: 'multipleDocuments', count: 3 } },
    ],
    ['recursive alias', 'a: &a [1, *a]', 'yaml', 'json', { key: 'invalidYaml', params: { detailKey: 'recursiveAlias' } }],
    [
      'billion laughs',
      BILLION_LAUGHS,
      'yaml',
      'json',
      { key: 'invalidYaml', params: { detailKey: 'aliasLimit', limit: EXPANDED_VALUES_LIMIT } },
    ],
    [
      'billion laughs to YAML too',
      BILLION_LAUGHS,
      'yaml',
      'toml',
      { key: 'invalidYaml', params: { detailKey: 'aliasLimit', limit: EXPANDED_VALUES_LIMIT } },
    ],
    [
      'bad JSON',
      '{"a": 1,,}',
      'json',
      'yaml',
      { key: 'invalidJson', params: { reason: "invalid character ','", line: 1, column: 9 } },
    ],
    ['bad TOML', 'a = = 1', 'toml', 'json', { key: 'invalidToml', params: { reason: 'invalid value', line: 1, column: 5 } }],
    [
      'impossible TOML date',
      'x = 1\nd = 2023-02-30',
      'toml',
      'json',
      { key: 'invalidToml', params: { reason: 'invalid date 2023-02-30', line: 2, column: 5 } },
    ],
    ['top level array to TOML', '[1, 2]', 'json', 'toml', { key: 'topLevelNotObject', params: {} }],
    ['null to TOML', '{"a": {"b": [1, null]}}', 'json', 'toml', { key: 'tomlNull', params: {} }],
    ['JSON integer past 2^63 - 1 to TOML', '{"n": 9223372036854775808}', 'json', 'toml', { key: 'tomlIntegerRange', params: {} }],
    [
      'JSON integer below -2^63 to TOML',
      '{"a": {"b": [-9223372036854775809]}}',
      'json',
      'toml',
      { key: 'tomlIntegerRange', params: {} },
    ],
    ['YAML integer beyond 64 bits to TOML', 'n: 123456789012345678901', 'yaml', 'toml', { key: 'tomlIntegerRange', params: {} }],
  ])('%s', (_, input, from, to, expected) => {
    expect(inputErrorOf(() => convertData(input, from, to))).toEqual(expected);
  });

  it('accepts a leap day and a Feb 30 inside a string', () => {
    expect(convertData('d = 2024-02-29\ns = "x = 2023-02-30"', 'toml', 'json')).toBe(
      '{\n   "d": "2024-02-29",\n   "s": "x = 2023-02-30"\n}',
    );
  });

  it('refuses the alias bomb quickly', () => {
    const start = performance.now();
    convertData.bind(null, BILLION_LAUGHS, 'yaml', 'json');
    expect(inputErrorOf(() => convertData(BILLION_LAUGHS, 'yaml', 'json'))).not.toBe('no error');
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('allows aliases that stay within the limit', () => {
    const yaml = `base: &b {k: v}\nlist:\n${Array.from({ length: 1000 }, () => '  - *b').join('\n')}`;
    expect(JSON.parse(convertData(yaml, 'yaml', 'json')).list).toHaveLength(1000);
  });

  it('writes TOML that smol-toml reads back to the same data', () => {
    const json =
      '{"s":"a\\"b\\\\c\\t😀","n":-1.5,"i":42,"b":false,"arr":[[1,2],["x"]],"t":{"u":{"v":{"w":1}}},"aot":[{"a":1,"sub":{"z":2}},{"a":2}],"weird key":1,"e":{}}';
    const toml = convertData(json, 'json', 'toml');
    expect(parseToml(toml)).toEqual(JSON.parse(json));
  });

  it('writes big integers and large floats to TOML that smol-toml reads back exactly', () => {
    const toml = convertData('{"i": 9223372036854775807, "j": [-9007199254740993], "f": 1e300, "g": 2e19}', 'json', 'toml');
    expect(parseToml(toml, { integersAsBigInt: 'asNeeded' })).toEqual({
      i: 9223372036854775807n,
      j: [-9007199254740993n],
      f: 1e300,
      g: 2e19,
    });
  });

  it('round-trips YAML output through the YAML reader', () => {
    const json = '{"s":"multi\\nline","q":"null","num":"012","empty":"","list":[{"a":1},[2,3]],"u":"😀"}';
    const yaml = convertData(json, 'json', 'yaml');
    expect(JSON.parse(convertData(yaml, 'yaml', 'json'))).toEqual(JSON.parse(json));
  });
});
