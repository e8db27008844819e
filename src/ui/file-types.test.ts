import { describe, expect, it } from 'vitest';
import { acceptsFile } from './file-types';

const file = (name: string, type: string) => ({ name, type });

describe('acceptsFile', () => {
  it.each([
    ['no list accepts all', file('a.bin', ''), undefined, true],
    ['empty list accepts all', file('a.bin', ''), [], true],
    ['extension', file('notes.TXT', ''), ['.txt'], true],
    ['other extension', file('data.json', 'application/json'), ['.txt'], false],
    ['exact MIME type', file('x', 'text/plain'), ['text/plain'], true],
    ['MIME type case-insensitive', file('x', 'Text/Plain'), ['text/plain'], true],
    ['wildcard', file('p.png', 'image/png'), ['image/*'], true],
    ['wildcard mismatch', file('p.pdf', 'application/pdf'), ['image/*'], false],
    ['any of several', file('doc.pdf', 'application/pdf'), ['.txt', 'application/pdf'], true],
    ['Unicode name', file('заметки.txt', 'text/plain'), ['.txt'], true],
  ] as const)('%s', (_name, f, accept, expected) => {
    expect(acceptsFile(f, accept)).toBe(expected);
  });
});
