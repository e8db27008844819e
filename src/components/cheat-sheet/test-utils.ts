// Test helper (imported by the cheat sheets' *.test.ts only): what every language holds for a sheet.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { withoutMarkup } from './markup';
import type { CheatSheetSection } from './types';

const LOCALES = join(__dirname, '../../../locales');

interface SheetStrings {
  sections: Record<string, string>;
  entries: Record<string, string>;
}

function strings(language: string, namespace: string): SheetStrings {
  return JSON.parse(readFileSync(join(LOCALES, language, 'tools', `${namespace}.json`), 'utf8')) as SheetStrings;
}

/** Every language's entry texts of a tool's namespace, as [`<language> <id>`, text]. */
export function entryTexts(namespace: string): [string, string][] {
  return readdirSync(LOCALES).flatMap((language) =>
    Object.entries(strings(language, namespace).entries).map(([id, text]): [string, string] => [`${language} ${id}`, text]),
  );
}

/** Fails unless English has a title for every section and a text for every entry (other languages: the locale test). */
export function expectEnglishFor(namespace: string, sections: readonly CheatSheetSection[]) {
  const en = strings('en', namespace);
  for (const section of sections) {
    expect(en.sections[section.id], section.id).toBeTruthy();
    for (const entry of section.entries) expect(en.entries[entry.id], entry.id).toBeTruthy();
  }
}

/** Fails unless the text holds only balanced <strong> and <code> (all that markupText renders) and no Markdown. */
export function expectOnlyMarkup(text: string) {
  expect(text).not.toMatch(/\*\*|`/);
  expect(withoutMarkup(text)).not.toMatch(/[<>]/);
}
