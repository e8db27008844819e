import { describe, expect, it } from 'vitest';
import { writeJsonParts, type TextSink } from './json-parts';
import { writeJsonText } from './json-text';

/** A sink that keeps the parts as one string. */
function collect(value: unknown, indent: number, sortKeys: boolean, batchNodes: number): string {
  let out = '';
  const sink: TextSink = {
    write: (part) => {
      out += part;
    },
    reset: () => {
      out = '';
    },
  };
  writeJsonParts(value, { indent, sortKeys }, sink, batchNodes);
  return out;
}

/** A small deterministic generator (mulberry32), so a failing tree can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS = ['b', 'a', 'Zed', 'é', '😀', 'a b', 'quote"d', 'line\nbreak', '__proto__', ''];
const SCALARS = ['x', 'é 😀', 'line\nbreak "quoted"', '', 0, -1.5, 1e21, 42, true, false, null];

function tree(next: () => number, depth: number, options: { indexKeys: boolean; bigInts: boolean }): unknown {
  const roll = next();
  if (depth > 4 || roll < 0.3) {
    if (options.bigInts && next() < 0.05) return 12345678901234567890n;
    return SCALARS[Math.floor(next() * SCALARS.length)];
  }
  const size = Math.floor(next() * (next() < 0.2 ? 30 : 6));
  if (roll < 0.6) return Array.from({ length: size }, () => tree(next, depth + 1, options));
  const record: Record<string, unknown> = {};
  for (let i = 0; i < size; i++) {
    const key =
      options.indexKeys && next() < 0.1 ? String(Math.floor(next() * 20)) : `${KEYS[Math.floor(next() * KEYS.length)]}${i % 3}`;
    Object.defineProperty(record, key, {
      value: tree(next, depth + 1, options),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return record;
}

describe('writeJsonParts', () => {
  it.each([
    ['plain trees', { indexKeys: false, bigInts: false }],
    ['keys that objects enumerate first', { indexKeys: true, bigInts: false }],
    ['BigInt', { indexKeys: false, bigInts: true }],
  ])('writes what writeJsonText writes: %s', (_, options) => {
    for (let seed = 1; seed <= 150; seed++) {
      const value = tree(random(seed), 0, options);
      for (const indent of [0, 2, 3]) {
        for (const sortKeys of [false, true]) {
          const expected = writeJsonText(value, { indent, sortKeys });
          for (const batchNodes of [2, 3, 7, 4096]) {
            expect(
              collect(value, indent, sortKeys, batchNodes),
              `seed ${seed}, indent ${indent}, sort ${sortKeys}, batch ${batchNodes}`,
            ).toBe(expected);
          }
        }
      }
    }
  });

  it('writes a list of records in parts, never the whole text at once', () => {
    const records = Array.from({ length: 2000 }, (_, i) => ({ name: `r${i}`, id: i, tags: ['x', i % 2 === 0] }));
    const parts: string[] = [];
    writeJsonParts(
      { title: 't', items: records },
      { indent: 2, sortKeys: true },
      { write: (part) => parts.push(part), reset: () => undefined },
      100,
    );
    expect(parts.length).toBeGreaterThan(50);
    expect(Math.max(...parts.map((part) => part.length))).toBeLessThan(5000);
    expect(parts.join('')).toBe(writeJsonText({ title: 't', items: records }, { indent: 2, sortKeys: true }));
  });
});
