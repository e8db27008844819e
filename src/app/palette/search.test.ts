import { describe, expect, it } from 'vitest';
import { createPaletteIndex, searchPalette, type PaletteEntry } from './search';

const tool = (id: string, name: string, description: string, keywords: string[], category = 'Crypto'): PaletteEntry => ({
  id,
  group: 'Tools',
  name,
  description,
  keywords,
  category,
});

const entries: PaletteEntry[] = [
  tool('token-generator', 'Token generator', 'Generate random strings from the character sets you choose.', [
    'token',
    'random',
    'password',
  ]),
  tool('hash-text', 'Hash text', 'Compute the digests of a text.', ['hash', 'digest', 'sha256', 'md5']),
  tool('bcrypt', 'Bcrypt', 'Hash a string with bcrypt.', ['bcrypt', 'hash', 'password']),
  tool('uuid-generator', 'UUIDs generator', 'Generate UUIDs.', ['uuid', 'random', 'id']),
  tool('ulid-generator', 'ULID generator', 'Generate ULIDs.', ['ulid', 'random', 'id']),
  tool('date-converter', 'Date-time converter', 'Convert dates.', ['date', 'time', 'iso'], 'Converter'),
  tool('base-converter', 'Integer base converter', 'Convert numbers between bases.', ['binary', 'hex'], 'Converter'),
  tool('random-port-generator', 'Random port generator', 'Random port numbers.', ['random', 'port'], 'Development'),
  tool('lorem-ipsum-generator', 'Lorem ipsum generator', 'Placeholder text.', ['lorem', 'random'], 'Text'),
  tool('mac-address-generator', 'MAC address generator', 'Random MAC addresses.', ['mac', 'random'], 'Network'),
  {
    id: 'toggle-dark',
    group: 'Actions',
    name: 'Toggle dark mode',
    description: 'Switch between light and dark.',
    keywords: ['theme', 'dark', 'light'],
    category: 'Actions',
  },
  { id: 'about', group: 'Pages', name: 'About', description: 'About Toolshed.', keywords: ['about', 'info'], category: 'Pages' },
];
const index = createPaletteIndex(entries);
const ids = (query: string) => searchPalette(index, query).flatMap((g) => g.ids);

describe('palette search', () => {
  it('ranks a name match above keyword-only matches (name weighs 2)', () => {
    expect(ids('bcrypt')[0]).toBe('bcrypt');
    expect(ids('hash')[0]).toBe('hash-text');
    expect(ids('token')[0]).toBe('token-generator');
  });

  it('tolerates typos within the 0.3 threshold', () => {
    expect(ids('tokn')[0]).toBe('token-generator');
    expect(ids('genrator')).toContain('token-generator');
    expect(ids('bcrypr')).toContain('bcrypt');
    expect(ids('bcrpyt')).toEqual([]); // a transposition in 6 letters is past the threshold
  });

  it('finds by keyword, description and category', () => {
    expect(ids('sha256')).toContain('hash-text');
    expect(ids('digests')).toContain('hash-text');
    expect(ids('converter')).toEqual(expect.arrayContaining(['date-converter', 'base-converter']));
    expect(ids('theme')).toEqual(['toggle-dark']);
  });

  it('groups results and keeps at most 5 per group', () => {
    const groups = searchPalette(index, 'random');
    expect(groups.find((g) => g.group === 'Tools')?.ids).toHaveLength(5);
    for (const g of groups) expect(g.ids.length).toBeLessThanOrEqual(5);
  });

  it('lists nothing for an empty query, unknown text, or a pattern over 32 characters', () => {
    expect(searchPalette(index, '')).toEqual([]);
    expect(searchPalette(index, '   ')).toEqual([]);
    expect(searchPalette(index, 'zzzzqqqq')).toEqual([]);
    expect(searchPalette(index, 'a'.repeat(33))).toEqual([]);
    expect(() => searchPalette(index, 'x'.repeat(200))).not.toThrow();
  });

  it('matches accented and non-Latin names', () => {
    const localized = createPaletteIndex([
      tool('token-generator', 'Générateur de jetons', 'x', ['token']),
      tool('bcrypt', 'Генератор', 'y', ['bcrypt']),
    ]);
    expect(searchPalette(localized, 'Générateur').flatMap((g) => g.ids)).toEqual(['token-generator']);
    expect(searchPalette(localized, 'Генератор').flatMap((g) => g.ids)).toEqual(['bcrypt']);
  });
});
