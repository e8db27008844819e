import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import shell from 'virtual:english-app-shell';
import more from 'virtual:english-app-more';
import { describe, expect, it } from 'vitest';
import { LAZY_SECTIONS, splitEnglishStrings } from './english-strings-plugin';

const english = JSON.parse(readFileSync(join(__dirname, '../../locales/en/app.json'), 'utf8')) as Record<string, unknown>;

describe('the English shell strings split', () => {
  it('puts each section in exactly one part', () => {
    const { shell: first, more: rest } = splitEnglishStrings({ home: { a: 'A' }, ui: { b: 'B' }, errors: { c: 'C' } });
    expect(first).toEqual({ home: { a: 'A' } });
    expect(rest).toEqual({ ui: { b: 'B' }, errors: { c: 'C' } });
  });

  it('generates modules that give back the whole file between them', () => {
    expect({ ...shell, ...more }).toEqual(english);
    expect(Object.keys(more).sort()).toEqual(LAZY_SECTIONS.filter((section) => section in english).sort());
    expect(shell).toHaveProperty('tools');
    expect(shell).toHaveProperty('home');
  });

  // The shell's first load must not read a lazy section: only lazily loaded code may.
  it('keeps lazy sections out of the code the shell bundles', () => {
    const lazyFiles = /^(AboutPage\.tsx|NotFoundPage\.tsx|palette)$/;
    const files = readdirSync(join(__dirname, '../app'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !lazyFiles.test(file.split('/')[0] ?? ''),
    );
    const pattern = new RegExp(`['\`"](app:)?(${LAZY_SECTIONS.join('|')})\\.`);
    for (const file of files) expect(readFileSync(join(__dirname, '../app', file), 'utf8'), file).not.toMatch(pattern);
  });
});
