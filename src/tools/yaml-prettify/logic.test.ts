import { afterEach, describe, expect, it, vi } from 'vitest';
import { Document, parse } from 'yaml';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { prettifyYaml, type YamlPrettifyOptions } from './logic';

const plain: YamlPrettifyOptions = { indentSize: 2, sortKeys: false };
const sorted: YamlPrettifyOptions = { indentSize: 2, sortKeys: true };
/** The data a YAML text loads to; `mapAsMap` keeps collection keys comparable. */
const dataOf = (text: string): unknown => parse(text, { mapAsMap: true, intAsBigInt: true }) as unknown;

describe('prettifyYaml', () => {
  it.each<[string, string, YamlPrettifyOptions, string]>([
    [
      're-indents nested mappings',
      'a:\n      b: 1\n      c:\n          - x\n',
      { indentSize: 4, sortKeys: false },
      'a:\n    b: 1\n    c:\n        - x\n',
    ],
    ['keys in their order when not sorting', 'b: 1\na: 2', plain, 'b: 1\na: 2\n'],
    [
      'keys sorted at every depth',
      'b: 1\na:\n  z: 0\n  y: [1, 2]\n',
      { indentSize: 2, sortKeys: true },
      'a:\n  y: [ 1, 2 ]\n  z: 0\nb: 1\n',
    ],
    ['sorting inside sequences of mappings', '- b: 1\n  a: 2\n', { indentSize: 2, sortKeys: true }, '- a: 2\n  b: 1\n'],
    [
      'comments and anchors preserved',
      '# top\nbase: &b\n  x: 1 # inline\nuse: *b\n',
      plain,
      '# top\nbase: &b\n  x: 1 # inline\nuse: *b\n',
    ],
    ['empty input', '', plain, ''],
    ['whitespace-only input', '  \n ', plain, ''],
    ['comments only', '# just a note\n', plain, '# just a note\n'],
    ['Unicode and emoji', 'ключ: "😀 é"\n名前: 値', plain, 'ключ: "😀 é"\n名前: 値\n'],
    ['big integers keep their digits', 'n: 123456789012345678901234567890', plain, 'n: 123456789012345678901234567890\n'],
    ['scalars keep their written form', "f: 1.50\ns: 'quoted'\nt: true", plain, "f: 1.50\ns: 'quoted'\nt: true\n"],
  ])('%s', (_, input, options, expected) => {
    expect(prettifyYaml(input, options)).toBe(expected);
  });

  it.each<[string, string, ReturnType<typeof inputErrorOf>]>([
    [
      'nested mapping on one line',
      'a: b: c',
      { key: 'invalidYaml', params: { reason: 'Nested mappings are not allowed in compact mappings', line: 1, column: 4 } },
    ],
    ['duplicate key', 'a: 1\na: 2', { key: 'invalidYaml', params: { reason: 'Map keys must be unique', line: 2, column: 1 } }],
    [
      'several documents',
      'a: 1\n---\nb: 2',
      { key: 'invalidYaml', params: expect.objectContaining({ line: 2, column: 1 }) as never },
    ],
  ])('%s', (_, input, expected) => {
    expect(inputErrorOf(() => prettifyYaml(input, plain))).toEqual(expected);
  });

  // Sorting can put an alias before its anchor: the anchored node moves to the first place that uses it.
  it.each<[string, string, string]>([
    ['scalar anchor after its alias', 'b: &x 1\na: *x', 'a: &x 1\nb: *x\n'],
    ['alias inside a flow sequence', 'b: &x 1\na: [ *x ]\n', 'a: [ &x 1 ]\nb: *x\n'],
    [
      'anchored mapping moves with its comments',
      'z: &b\n  x: 1 # note\na:\n  <<: *b\n  y: 2',
      'a:\n  <<: &b\n    x: 1 # note\n  y: 2\nz: *b\n',
    ],
    [
      'anchors nested in a moved node, several aliases',
      'z: &m\n  q: &s [1, 2]\n  p: *s\ny: *s\nx: *m\n',
      'x: &m\n  p: &s [ 1, 2 ]\n  q: *s\ny: *s\nz: *m\n',
    ],
    [
      'anchors in flow collections',
      'z: &x [ &y {k: 1} ]\nb: *y\na: [ *x, *y ]\n',
      'a: [ &x [ &y { k: 1 } ], *y ]\nb: *y\nz: *x\n',
    ],
    ['alias used as a key', 'b: &x\n  r: 1\n? *x\n: v\n', '? &x\n  r: 1\n: v\nb: *x\n'],
    // `a` then `b` both named x: `d` meant the second, which now comes first, so it is renamed.
    ['reused anchor name', 'b: &x 1\nc: *x\na: &x 2\nd: *x', 'a: &x2 2\nb: &x 1\nc: *x\nd: *x2\n'],
    ['anchor inside a sequence', 'z: [ &x 1 ]\na: *x', 'a: &x 1\nz: [ *x ]\n'],
    ['recursive anchor', 'z: &x [ *x ]\na: *x', 'a: &x [ *x ]\nz: *x\n'],
    ['anchors already in order', 'a: &x 1\nb: *x\n', 'a: &x 1\nb: *x\n'],
  ])('sorting keeps anchors valid: %s', (_, input, expected) => {
    const out = prettifyYaml(input, sorted);
    expect(out).toBe(expected);
    expect(dataOf(out)).toEqual(dataOf(input));
  });

  it.each<[string, string, YamlPrettifyOptions, ReturnType<typeof inputErrorOf>]>([
    [
      'alias without an anchor',
      'a: *x',
      plain,
      { key: 'invalidYaml', params: { detailKey: 'unresolvedAlias', alias: 'x', line: 1, column: 4 } },
    ],
    [
      'alias before its anchor, sorted',
      'a: 1\nb: *y\nc: &y 2',
      sorted,
      { key: 'invalidYaml', params: { detailKey: 'unresolvedAlias', alias: 'y', line: 2, column: 4 } },
    ],
  ])('%s', (_, input, options, expected) => {
    expect(inputErrorOf(() => prettifyYaml(input, options))).toEqual(expected);
  });

  describe('when the writer fails', () => {
    afterEach(() => vi.restoreAllMocks());
    it('reports bad input, not a crash', () => {
      vi.spyOn(Document.prototype, 'toString').mockImplementation(() => {
        throw new Error('cannot write');
      });
      expect(inputErrorOf(() => prettifyYaml('a: 1', plain))).toEqual({ key: 'invalidYaml', params: { reason: 'cannot write' } });
    });
  });

  it('refuses an indent outside 1–10', () => {
    expect(inputErrorOf(() => prettifyYaml('a: 1', { indentSize: 0, sortKeys: false }))).toEqual({
      key: 'indentRange',
      params: { min: 1, max: 10 },
    });
  });
});
