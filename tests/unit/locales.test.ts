import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@/i18n/languages';

const root = join(__dirname, '../../locales');
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Flattened key → value of a nested JSON object ("a.b.c"). */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) for (const [fk, fv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(fk, fv);
  } else out.set(prefix, value);
  return out;
}

const englishFiles = ['app.json', ...readdirSync(join(root, 'en/tools')).map((f) => `tools/${f}`)];
const interpolations = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe.each(languages.filter((l) => l.code !== 'en').map((l) => l.code))('locale %s', (code) => {
  it.each(englishFiles)('has every English key of %s, with the same placeholders', (file) => {
    const path = join(root, code, file);
    expect(existsSync(path), `${path} is missing`).toBe(true);
    const english = flatten(readJson(join(root, 'en', file)));
    const translated = flatten(readJson(path));
    const missing = [...english.keys()].filter((k) => !translated.has(k) || translated.get(k) === '');
    expect(missing, `keys missing in ${code}/${file}`).toEqual([]);
    for (const [key, value] of english)
      expect(interpolations(translated.get(key)), `${code}/${file} ${key}`).toEqual(interpolations(value));
  });
});

describe('English locale', () => {
  it('names and describes every tool folder', () => {
    const app = readJson(join(root, 'en/app.json')) as { tools: Record<string, { name?: string; description?: string }> };
    const folders = readdirSync(join(__dirname, '../../src/tools'), { withFileTypes: true }).filter((d) => d.isDirectory());
    for (const folder of folders) {
      expect(app.tools[folder.name]?.name, folder.name).toBeTruthy();
      expect(app.tools[folder.name]?.description, folder.name).toBeTruthy();
    }
  });
});
