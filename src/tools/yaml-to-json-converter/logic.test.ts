import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { convertYamlToJson } from './logic';

describe('convertYamlToJson', () => {
  it.each<[string, string, string]>([
    ['mapping, 3-space indent', 'a: 1\nb: text', '{\n   "a": 1,\n   "b": "text"\n}'],
    ['empty input', '', ''],
    ['comment-only input', '# nothing here', ''],
    ['falsy values are printed', '- 0\n- false\n- null\n- ""', '[\n   0,\n   false,\n   null,\n   ""\n]'],
    ['Unicode and emoji', '名前: "😀"', '{\n   "名前": "😀"\n}'],
    [
      'merge key, explicit key wins',
      'x: &x {a: 1, b: 2}\ny: {<<: *x, a: 9}',
      '{\n   "x": {\n      "a": 1,\n      "b": 2\n   },\n   "y": {\n      "a": 9,\n      "b": 2\n   }\n}',
    ],
    ['2^53 + 1 is not rounded', 'n: 9007199254740993', '{\n   "n": 9007199254740993\n}'],
    ['floats and special floats', 'a: 1.5\nb: .inf', '{\n   "a": 1.5,\n   "b": "inf"\n}'],
    [
      'CloudFormation tags are read as their content',
      'a: !Ref B\nc: !If [x, y]',
      '{\n   "a": "B",\n   "c": [\n      "x",\n      "y"\n   ]\n}',
    ],
    ['a trailing empty document is ignored', 'a: 1\n---\n', '{\n   "a": 1\n}'],
    ['whole floats stay floats', 'a: 1.0\nb: 1e2\nc: -0.0\nd: 7', '{\n   "a": 1.0,\n   "b": 100.0,\n   "c": -0.0,\n   "d": 7\n}'],
    ['dates stay strings', 'd: 2024-01-15', '{\n   "d": "2024-01-15"\n}'],
  ])('%s', (_, input, expected) => {
    expect(convertYamlToJson(input)).toBe(expected);
  });

  it.each<[string, string, ReturnType<typeof inputErrorOf>]>([
    ['unclosed flow sequence', 'a: [1, 2', { key: 'invalidYaml', params: expect.objectContaining({ line: 1 }) as never }],
    ['two documents', 'a: 1\n---\nb: 2', { key: 'invalidYaml', params: { detailKey: 'multipleDocuments', count: 2 } }],
    [
      '5,000 nested flow sequences',
      '['.repeat(5_000) + ']'.repeat(5_000),
      { key: 'invalidYaml', params: { detailKey: 'tooDeep' } },
    ],
    ['50,000 nested block sequences', `${'- '.repeat(50_000)}1`, { key: 'invalidYaml', params: { detailKey: 'tooDeep' } }],
  ])('%s', (_, input, expected) => {
    expect(inputErrorOf(() => convertYamlToJson(input))).toEqual(expected);
  });
});
