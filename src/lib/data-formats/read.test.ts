import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { readToml, readYaml } from './read';

describe('readYaml: documents', () => {
  it.each<[string, string, unknown]>([
    ['a trailing empty document (Kubernetes style)', 'a: 1\n---\n', { a: 1 }],
    ['a leading and a trailing separator', '---\na: 1\n---\n', { a: 1 }],
    ['empty documents before it', '---\n---\na: 1', { a: 1 }],
    ['an empty document with a comment', 'a: 1\n--- # end\n', { a: 1 }],
    ['an ended document', 'a: 1\n...\n---\n...\n', { a: 1 }],
    ['an explicit null next to an empty document', '--- null\n---\n', null],
    ['a lone separator is null', '---\n', null],
    ['only empty documents are null', '---\n---\n', null],
    ['no document at all', '# nothing\n', undefined],
  ])('%s', (_, text, expected) => {
    expect(readYaml(text)).toEqual(expected);
  });

  it.each<[string, string, number]>([
    ['two documents and a trailing empty one', 'a: 1\n---\nb: 2\n---\n', 2],
    ['an explicit ~ is a document', 'a: 1\n--- ~\n', 2],
    ['an explicit null is a document', '--- null\n--- null', 2],
    ['an empty string is a document', 'a: 1\n--- ""\n', 2],
    ['a tagged empty node is a document', 'a: 1\n--- !!null\n', 2],
    ['an anchored empty node is a document', '--- &a\n---\na: 1', 2],
  ])('refuses %s', (_, text, count) => {
    expect(inputErrorOf(() => readYaml(text))).toEqual({ key: 'invalidYaml', params: { detailKey: 'multipleDocuments', count } });
  });
});

describe('readToml: impossible dates', () => {
  it.each<[string, string]>([
    ['in a multi-line basic string', 'a = """\nb = 2023-02-30\n"""'],
    ['in a multi-line literal string', "a = '''\nb = 2023-02-30\n'''"],
    ['in a comment', 'a = 1 # x = 2023-02-30'],
    ['in a comment line', '# d = 2023-02-30\na = 1'],
    ['after an escaped quote', 'a = "x \\" = 2023-02-30"'],
    ['after an escaped quote in a multi-line string', 'a = """x\\"""\nb = 2023-02-30"""'],
    ['after two closing quotes that end a multi-line string', 'a = """x""""\nb = "2023-02-30"'],
    ['in a literal string after a backslash', 'a = \'C:\\\'\nb = "= 2023-02-30"'],
    ['as a table header', '[2023-02-30]\nx = 1'],
    ['as an array-of-tables header', '[[a.2023-02-30]]\nx = 1'],
    ['as a key', '2023-02-30 = 1'],
    ['as a key in an inline table', 't = { a = 1, 2023-02-30 = 2 }'],
    ['in a quoted header', '["x]" . 2023-02-30]\nx = 1'],
    ['a leap day', 'd = 2024-02-29'],
    ['a leap day in 2000', 'd = 2000-02-29T00:00:00Z'],
  ])('accepts a Feb 30 or a leap day %s', (_, text) => {
    expect(inputErrorOf(() => readToml(text))).toBe('no error');
  });

  it.each<[string, string, string, number, number]>([
    ['a local date', 'x = 1\nd = 2023-02-30', '2023-02-30', 2, 5],
    ['Feb 29 out of a leap year', 'd = 2021-02-29', '2021-02-29', 1, 5],
    ['Feb 29 in 1900', 'd = 1900-02-29', '1900-02-29', 1, 5],
    ['April 31', 'd = 2023-04-31', '2023-04-31', 1, 5],
    ['an offset date-time', 'd = 2023-02-30T07:00:00Z', '2023-02-30', 1, 5],
    ['a local date-time', 'd = 2023-06-31 07:00:00', '2023-06-31', 1, 5],
    ['in an array after a string', 'd = ["a = 1", 2023-11-31]', '2023-11-31', 1, 15],
    ['in a nested multi-line array', 'x = [\n  [2023-02-28],\n  [2023-02-30],\n]', '2023-02-30', 3, 4],
    ['in an inline table', 't = { a = "#", d = 2023-09-31 }', '2023-09-31', 1, 20],
    ['after a multi-line string', 'a = """\n"x"\n"""\nd = 2023-02-30', '2023-02-30', 4, 5],
    ['after a comment', '# 2023-02-28\nd = 2023-02-31 # 2023-02-30', '2023-02-31', 2, 5],
  ])('refuses %s', (_, text, date, line, column) => {
    expect(inputErrorOf(() => readToml(text))).toEqual({
      key: 'invalidToml',
      params: { reason: `invalid date ${date}`, line, column },
    });
  });
});
