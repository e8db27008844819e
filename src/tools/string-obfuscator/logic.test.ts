import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { DEFAULT_OBFUSCATE_OPTIONS, obfuscate, type ObfuscateOptions } from './logic';

const run = (text: string, patch: Partial<ObfuscateOptions> = {}) => obfuscate(text, { ...DEFAULT_OBFUSCATE_OPTIONS, ...patch });

describe('obfuscate', () => {
  it.each<[string, Partial<ObfuscateOptions>, string]>([
    ['Lorem ipsum dolor sit amet', {}, 'Lore* ***** ***** *** amet'],
    ['Lorem ipsum dolor sit amet', { keepSpaces: false }, 'Lore******************amet'],
    ['', {}, ''],
    ['abc', {}, 'abc'],
    // first + last ≥ length: nothing masked.
    ['12345678', {}, '12345678'],
    ['123456789', {}, '1234*6789'],
    ['secret', { keepFirst: 0, keepLast: 0 }, '******'],
    ['secret', { keepFirst: 0, keepLast: 2 }, '****et'],
    ['secret', { keepFirst: 2, keepLast: 0 }, 'se****'],
    ['secret', { keepFirst: 1, keepLast: 1, replacement: '•' }, 's••••t'],
    ['secret', { keepFirst: 1, keepLast: 1, replacement: '😀' }, 's😀😀😀😀t'],
    // Code points: an emoji is one character, kept or masked whole.
    ['😀😀😀😀😀', { keepFirst: 1, keepLast: 1 }, '😀***😀'],
    ['ключ доступа', { keepFirst: 2, keepLast: 2 }, 'кл** *****па'],
    // Whitespace of every kind stays when spaces are kept.
    ['ab cd\nef\tgh', { keepFirst: 0, keepLast: 0 }, '** **\n**\t**'],
    ['ab cd\nef', { keepFirst: 0, keepLast: 0, keepSpaces: false }, '********'],
  ])('%j with %j → %j', (text, patch, expected) => expect(run(text, patch)).toBe(expected));

  it('masks a long secret', () => {
    expect(run('x'.repeat(100_000), { keepFirst: 1, keepLast: 1 })).toBe(`x${'*'.repeat(99_998)}x`);
  });

  it.each<[Partial<ObfuscateOptions>, string]>([
    [{ keepFirst: -1 }, 'errors.keepCount'],
    [{ keepLast: 1.5 }, 'errors.keepCount'],
    [{ keepFirst: Number.NaN }, 'errors.keepCount'],
    [{ replacement: '' }, 'errors.replacement'],
    [{ replacement: '**' }, 'errors.replacement'],
    [{ replacement: 'e\u0301' }, 'errors.replacement'],
  ])('rejects %j with %s', (patch, key) => {
    expect(inputErrorOf(() => run('secret', patch))).toMatchObject({ key });
  });
});
