import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth';

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

describe('nestsDeeperThan', () => {
  it.each<[string, string, number, boolean]>([
    ['exactly at the limit', nested(5), 5, false],
    ['one level past the limit', nested(6), 5, true],
    ['objects count like arrays', '{"a":{"a":{"a":1}}}', 2, true],
    ['siblings do not add up', '[[],[],[],[],[],[]]', 2, false],
    ['brackets in a string', '["[[[[[[[[[[[[["]', 2, false],
    ['an escaped quote does not end the string', '["\\"[[[[[[", 1]', 2, false],
    ['an escaped backslash before the closing quote', '["\\\\", [[[[1]]]]]', 3, true],
    ['brackets in a JSON5 single-quoted string', "['[[[[[[', \"'\"]", 2, false],
    ['brackets in a line comment', '[ // [[[[[[[[\n1]', 2, false],
    ['brackets in a block comment', '[ /* [[[[[[[[ */ 1]', 2, false],
    ['a slash that opens no comment', '[1 / [[[2]]]]', 3, true],
    ['a text no longer than the limit is not scanned', nested(2), 4, false],
    ['an unterminated string ends the scan', '[[["abc', 2, true],
  ])('%s', (_, text, limit, expected) => {
    expect(nestsDeeperThan(text, limit)).toBe(expected);
  });

  it('prints its cost on a 5 MB document (for the record, not a timed assertion)', () => {
    const records = Array.from({ length: 27_000 }, (_, i) => ({
      id: i,
      name: `item "${i}" [x] {y}`,
      tags: ['a', 'b'],
      nested: { v: i * 1.5, s: 'lorem ipsum dolor sit amet' },
    }));
    const text = JSON.stringify(records, null, 2);
    const timings: string[] = [];
    for (let run = 0; run < 3; run++) {
      let start = performance.now();
      expect(nestsDeeperThan(text, 1000)).toBe(false);
      const scan = performance.now() - start;
      start = performance.now();
      JSON.parse(text);
      const parse = performance.now() - start;
      timings.push(`scan ${scan.toFixed(1)} ms, JSON.parse ${parse.toFixed(1)} ms`);
    }
    console.info(`nestsDeeperThan on ${(text.length / 1e6).toFixed(1)} MB: ${timings.join('; ')}`);
  });
});
