import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { linesAsText, sliceOf } from './lines';
import { compareJsonTexts, copyText, diffJson, hashValue, parseBoth, type DiffNode } from './logic';

const byIndex = { matchArraysByContent: false };
const byContent = { matchArraysByContent: true };
const show = (left: string, right: string, options = byIndex) => {
  const result = compareJsonTexts(left, right, options);
  return result?.same ? 'same' : result?.lines ? linesAsText(result.lines) : undefined;
};

describe('diffJson (the model)', () => {
  it.each<[string, unknown, unknown, DiffNode]>([
    ['equal primitives', 1, 1, { key: null, status: 'unchanged', value: 1 }],
    ['updated primitive', 'a', 'b', { key: null, status: 'updated', value: 'b', oldValue: 'a' }],
    ['type change', { a: 1 }, [1], { key: null, status: 'updated', value: [1], oldValue: { a: 1 } }],
    [
      'equal objects, any key order',
      { a: 1, b: [2] },
      { b: [2], a: 1 },
      { key: null, status: 'unchanged', value: { b: [2], a: 1 } },
    ],
    [
      'added, removed and updated keys; left order, then right-only keys',
      { b: 1, a: 2, gone: true },
      { a: 3, b: 1, c: null },
      {
        key: null,
        status: 'children-updated',
        value: { a: 3, b: 1, c: null },
        children: [
          { key: 'b', status: 'unchanged', value: 1 },
          { key: 'a', status: 'updated', value: 3, oldValue: 2 },
          { key: 'gone', status: 'removed', value: true },
          { key: 'c', status: 'added', value: null },
        ],
      },
    ],
    [
      'arrays by index',
      [1, 2],
      [1, 3, 4],
      {
        key: null,
        status: 'children-updated',
        value: [1, 3, 4],
        children: [
          { key: 0, status: 'unchanged', value: 1 },
          { key: 1, status: 'updated', value: 3, oldValue: 2 },
          { key: 2, status: 'added', value: 4 },
        ],
      },
    ],
  ])('%s', (_, a, b, expected) => expect(diffJson(a, b, byIndex)).toEqual(expected));

  it('matches array items by content: one item inserted at the top changes nothing else', () => {
    const old = Array.from({ length: 1000 }, (_, i) => ({ id: i, name: `item ${i}` }));
    const inserted = [{ id: -1, name: 'new' }, ...old];
    const statuses = (options: typeof byIndex) =>
      diffJson(old, inserted, options).children!.reduce<Record<string, number>>((count, child) => {
        count[child.status] = (count[child.status] ?? 0) + 1;
        return count;
      }, {});
    expect(statuses(byIndex)).toEqual({ 'children-updated': 1000, added: 1 });
    expect(statuses(byContent)).toEqual({ added: 1, unchanged: 1000 });
  });

  it('by content, pairs an edited item with the one it replaces and diffs inside it', () => {
    const node = diffJson([{ id: 1 }, { id: 2, v: 'a' }, { id: 3 }], [{ id: 1 }, { id: 2, v: 'b' }, { id: 3 }, 4], byContent);
    expect(node.children!.map((c) => [c.key, c.status])).toEqual([
      [0, 'unchanged'],
      [1, 'children-updated'],
      [2, 'unchanged'],
      [3, 'added'],
    ]);
    expect(node.children![1]!.children).toContainEqual({ key: 'v', status: 'updated', value: 'b', oldValue: 'a' });
  });

  it('hashes equal values equally, whatever the key order, and tells 1 from "1"', () => {
    expect(hashValue({ a: 1, b: { c: [1, 2] } })).toBe(hashValue({ b: { c: [1, 2] }, a: 1 }));
    expect(hashValue(1)).not.toBe(hashValue('1'));
    expect(hashValue([1, 2])).not.toBe(hashValue([2, 1]));
  });
});

describe('compareJsonTexts (the lines)', () => {
  it.each<[string, string, string, string[] | 'same' | undefined]>([
    ['empty input: nothing', '', '{"a":1}', undefined],
    ['whitespace only: nothing', '{"a":1}', '  \n', undefined],
    ['equal documents', '{"a": [1, 2]}', '{a: [1, 2,],} // JSON5', 'same'],
    ['updated value', '{"a": 1, "b": "x"}', '{"a": 1, "b": "y"}', [' {', '   a: 1,', '~  b: "x" → "y",', ' }']],
    ['added and removed keys', '{"a": 1}', '{"b": [true]}', [' {', '−  a: 1,', '+  b: [', '+    0: true,', '+  ],', ' }']],
    ['Unicode keys and values', '{"名前": "😀"}', '{"名前": "😃"}', [' {', '~  "名前": "😀" → "😃",', ' }']],
    ['JSON5 numbers', '[Infinity, NaN]', '[Infinity, 1]', [' [', '   0: Infinity,', '~  1: NaN → 1,', ' ]']],
  ])('%s', (_, left, right, expected) => expect(show(left, right)).toEqual(expected));

  it('reports the failing side(s) as "invalidJson"', () => {
    expect(inputErrorOf(() => parseBoth('{', '{}'))).toEqual({ key: 'invalidJson', params: { left: 1, right: 0 } });
    expect(inputErrorOf(() => parseBoth('[]', 'nope'))).toEqual({ key: 'invalidJson', params: { left: 0, right: 1 } });
    expect(inputErrorOf(() => parseBoth('{a:', '}'))).toEqual({ key: 'invalidJson', params: { left: 1, right: 1 } });
  });

  it('counts added, removed and updated keys, and keeps what each line copies', () => {
    const result = compareJsonTexts('{"a": {"x": 1}, "b": 2, "c": 3}', '{"a": {"x": 2}, "c": 3, "d": {"e": 1}}', byIndex)!;
    expect(result.lines).toMatchObject({ added: 1, removed: 1, updated: 1 });
    const lines = result.lines!;
    const open = Array.from({ length: lines.count }, (_, i) => i).find((i) => sliceOf(lines, i, 0) === 'd')!;
    expect(copyText(result.values[open])).toBe('{\n  "e": 1\n}');
    const updated = Array.from({ length: lines.count }, (_, i) => i).find((i) => sliceOf(lines, i, 0) === 'x')!;
    expect(copyText(result.values[updated])).toBe('2');
  });

  it('diffs two large documents', () => {
    const doc = { items: Array.from({ length: 20_000 }, (_, i) => ({ id: i, tags: ['a', 'b'], ok: i % 2 === 0 })) };
    const changed = structuredClone(doc);
    changed.items[10_000]!.ok = !changed.items[10_000]!.ok;
    const result = compareJsonTexts(JSON.stringify(doc), JSON.stringify(changed), byContent)!;
    expect(result.lines).toMatchObject({ added: 0, removed: 0, updated: 1 });
  });
});
