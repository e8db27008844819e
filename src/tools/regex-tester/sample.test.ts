import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileRegex } from './logic';
import { sampleMatching, secureRandInt } from './sample';

const whole = (source: string, flags: string) => new RegExp(`^(?:${source})$`, flags.replace('g', ''));

describe('sampleMatching', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['[a-z]+@[a-z]+\\.com', 'gsu'],
    ['(?<year>\\d{4})-(?<month>0[1-9]|1[0-2])', 'gu'],
    ['(a|b)\\1', 'g'],
    ['colou?r', 'gi'],
    ['\\w{3,5}', 'gv'],
    ['^\\s*$', 'gm'],
  ])('/%s/%s: a text the whole pattern matches', (source, flags) => {
    for (let i = 0; i < 20; i++) expect(sampleMatching(compileRegex(source, flags))).toMatch(whole(source, flags));
  });

  it.each([
    ['(?<=a)b', 'g', 'a syntax randexp cannot read'],
    ['foo(?=bar)', 'g', 'a lookahead randexp ignores: its texts never match'],
    ['\\p{Lu}', 'u', 'a Unicode property randexp reads as letters'],
    ['a{100000}', 'g', 'too long to build'],
    ['a{0,9999999999}', 'g', 'a range too large to draw'],
    ['(?:a{1000}){1000}', 'g', 'too long to build, nested'],
  ])('/%s/%s gives no sample (%s)', (source, flags) => expect(sampleMatching(compileRegex(source, flags))).toBeUndefined());

  it('draws again when it drew the empty text and another could match (x* draws no x one time in 11)', () => {
    const draws = [0];
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      (array as Uint32Array).fill(draws.shift() ?? 3);
      return array;
    });
    expect(sampleMatching(compileRegex('x*', 'gsu'))).toBe('xxx');
  });

  it.each([
    ['^$', 'gm'],
    ['(?:)', 'gu'],
  ])('/%s/%s: the empty text, the only one it matches, is a sample', (source, flags) =>
    expect(sampleMatching(compileRegex(source, flags))).toBe(''),
  );

  it('draws from crypto.getRandomValues, never Math.random', () => {
    const crypto = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const math = vi.spyOn(Math, 'random');
    sampleMatching(compileRegex('[a-z]{5,10}', 'g'));
    expect(crypto).toHaveBeenCalled();
    expect(math).not.toHaveBeenCalled();
  });

  it('secureRandInt stays within its bounds and reaches both', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(secureRandInt(3, 6));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
    expect(secureRandInt(7, 7)).toBe(7);
  });
});
