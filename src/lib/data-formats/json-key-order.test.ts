import { describe, expect, it } from 'vitest';
import { readJsonExact } from './json-exact';
import { KEY_MARK, markedKeyToken, unmarkJsonText, unmarkKey } from './json-key-order';
import { writeJsonParts } from './json-parts';
import { writeJsonText } from './json-text';

describe('markedKeyToken', () => {
  it.each<[string, string, number, boolean]>([
    ['a quoted index key', '{"12": 1}', 1, true],
    ['zero', '{"0":1}', 1, true],
    ['spaces and a line break before the colon', '{"7" \n\t: 1}', 1, true],
    ['a JSON5 single-quoted key', "{'3': 1}", 1, true],
    ['a value, not a key', '{"a": "12"}', 6, false],
    ['a leading zero is not an index', '{"012": 1}', 1, false],
    ['a negative number is not an index', '{"-1": 1}', 1, false],
    ['an ordinary key', '{"a1": 1}', 1, false],
  ])('%s', (_, text, offset, marked) => {
    const token = /^(["'])[^"']*\1/.exec(text.slice(offset))?.[0] ?? '';
    expect(markedKeyToken(token, offset, text) !== undefined).toBe(marked);
  });
});

describe('unmarkKey and unmarkJsonText', () => {
  it('give back the key as the text had it', () => {
    expect(unmarkKey(`${KEY_MARK}42`)).toBe('42');
    expect(unmarkKey('plain')).toBe('plain');
    expect(unmarkJsonText(JSON.stringify({ [`${KEY_MARK}42`]: 1, b: `${KEY_MARK}` }))).toBe('{"42":1,"b":""}');
  });

  it('leave a look-alike that is not the mark alone', () => {
    const text = JSON.stringify({ '\u0000key-guess:1': 1 });
    expect(unmarkJsonText(text)).toBe(text);
  });
});

/** A small deterministic generator (mulberry32), so a failing text can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KEYS = ['b', 'a', '0', '7', '12', '007', 'x y', '😀'];
/** Scalars as JSON text: a string that looks like a key, a BigInt. */
const SCALARS = ['1', '"12"', 'null', '12345678901234567890', JSON.stringify('"0": x')];

/** Minified JSON text with index-like keys anywhere among the others (no repeated key in an object). */
function jsonText(next: () => number, depth: number): string {
  const roll = next();
  if (depth > 3 || roll < 0.3) return SCALARS[Math.floor(next() * SCALARS.length)] as string;
  const size = Math.floor(next() * 6);
  if (roll < 0.5) return `[${Array.from({ length: size }, () => jsonText(next, depth + 1)).join(',')}]`;
  const keys = [...new Set(Array.from({ length: size }, () => KEYS[Math.floor(next() * KEYS.length)] as string))];
  return `{${keys.map((key) => `${JSON.stringify(key)}:${jsonText(next, depth + 1)}`).join(',')}}`;
}

describe('key order through readJsonExact and the JSON writers', () => {
  it('a minified text comes back as it was, index-like keys in their places', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const text = jsonText(random(seed), 0);
      const value = readJsonExact(text, { keepKeyOrder: true });
      expect(writeJsonText(value, { indent: 0, sortKeys: false }), `seed ${seed}`).toBe(text);
      for (const batchNodes of [2, 5, 1024]) {
        let out = '';
        writeJsonParts(
          value,
          { indent: 0, sortKeys: false },
          { write: (part) => (out += part), reset: () => (out = '') },
          batchNodes,
        );
        expect(out, `seed ${seed}, batch ${batchNodes}`).toBe(text);
      }
    }
  });

  it('with a BigInt in the tree too', () => {
    const text = '{"b":12345678901234567890,"2":{"z":1,"1":[9007199254740993]}}';
    expect(writeJsonText(readJsonExact(text, { keepKeyOrder: true }), { indent: 0, sortKeys: false })).toBe(text);
  });

  it('JSON5 keys, single-quoted or not', () => {
    const value = readJsonExact('{b: 1, \'2\': 2, "1" : 3, // c\n}', { keepKeyOrder: true });
    expect(writeJsonText(value, { indent: 0, sortKeys: false })).toBe('{"b":1,"2":2,"1":3}');
  });

  it('without keepKeyOrder, objects order the keys as JavaScript does', () => {
    expect(Object.keys(readJsonExact('{"b":1,"2":2}') as object)).toEqual(['2', 'b']);
  });
});
