import { describe, expect, it } from 'vitest';
import { formatCell, resolveColumns } from './table-headers';

const rows = [
  { name: 'Ada', year: 1843 },
  { name: 'Grace', language: 'COBOL' },
  { year: 1991, project: 'Linux' },
];

describe('resolveColumns (Table headers)', () => {
  it('absent headers: the union of all row keys, in first-seen order', () => {
    expect(resolveColumns(rows)).toEqual([
      { key: 'name', label: 'name' },
      { key: 'year', label: 'year' },
      { key: 'language', label: 'language' },
      { key: 'project', label: 'project' },
    ]);
  });
  it('no rows and no headers: no columns', () => {
    expect(resolveColumns([])).toEqual([]);
  });
  it('names: key and label are the name, in the given order', () => {
    expect(resolveColumns(rows, ['year', 'name'])).toEqual([
      { key: 'year', label: 'year' },
      { key: 'name', label: 'name' },
    ]);
  });
  it('{key, label} objects: the label, or the key when the label is absent', () => {
    expect(resolveColumns(rows, [{ key: 'name', label: 'Name' }, { key: 'year' }])).toEqual([
      { key: 'name', label: 'Name' },
      { key: 'year', label: 'year' },
    ]);
  });
  it('names and objects may be mixed', () => {
    expect(resolveColumns(rows, ['name', { key: 'year', label: 'Year' }])).toEqual([
      { key: 'name', label: 'name' },
      { key: 'year', label: 'Year' },
    ]);
  });
  it('a key → label map keeps its insertion order', () => {
    expect(resolveColumns(rows, { project: 'Project', name: 'Name' })).toEqual([
      { key: 'project', label: 'Project' },
      { key: 'name', label: 'Name' },
    ]);
  });
  it('explicit headers may name keys no row has', () => {
    expect(resolveColumns(rows, ['missing'])).toEqual([{ key: 'missing', label: 'missing' }]);
  });
  it('Unicode keys and labels pass through', () => {
    expect(resolveColumns([{ 名前: 'x' }], { 名前: 'Имя' })).toEqual([{ key: '名前', label: 'Имя' }]);
  });
});

describe('formatCell', () => {
  it.each([
    ['text', 'text'],
    [42, '42'],
    [false, 'false'],
    [10n, '10'],
    [null, ''],
    [undefined, ''],
    [{ a: 1 }, '{"a":1}'],
    [[1, 'b'], '[1,"b"]'],
  ])('case %# → %s', (value, expected) => {
    expect(formatCell(value)).toBe(expected);
  });
  it('falls back to String() for values JSON cannot encode', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(formatCell(circular)).toBe('[object Object]');
  });
});
