import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { prettifyYaml, type YamlPrettifyOptions } from './logic';

const plain: YamlPrettifyOptions = { indentSize: 2, sortKeys: false };

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

  it('refuses an indent outside 1–10', () => {
    expect(inputErrorOf(() => prettifyYaml('a: 1', { indentSize: 0, sortKeys: false }))).toEqual({
      key: 'indentRange',
      params: { min: 1, max: 10 },
    });
  });
});
