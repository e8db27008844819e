import { describe, expect, it } from 'vitest';
import { filterTools, foldText } from './tool-filter';

const list = [
  { id: 'token-generator', name: 'Générateur de jetons', description: 'Chaînes aléatoires', keywords: ['token', 'random'] },
  { id: 'bcrypt', name: 'Bcrypt', description: 'Hash a string with bcrypt', keywords: ['password', 'hash'] },
  { id: 'hash-text', name: 'Hash text', description: 'Digests', keywords: ['sha256'] },
];

describe('filterTools', () => {
  it('returns everything for an empty query', () => {
    expect(filterTools(list, '  ')).toHaveLength(3);
  });
  it('matches every word in name, description or keywords, ignoring case and accents', () => {
    expect(filterTools(list, 'generateur').map((t) => t.id)).toEqual(['token-generator']);
    expect(filterTools(list, 'HASH').map((t) => t.id)).toEqual(['bcrypt', 'hash-text']);
    expect(filterTools(list, 'hash password').map((t) => t.id)).toEqual(['bcrypt']);
    expect(filterTools(list, 'sha256').map((t) => t.id)).toEqual(['hash-text']);
    expect(filterTools(list, 'nothing-like-this')).toEqual([]);
  });
  it('folds accents and case', () => {
    expect(foldText('Ÿéñ Ça')).toBe('yen ca');
  });
});
