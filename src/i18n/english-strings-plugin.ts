/*
 * Vite plugin that splits the English shell strings (locales/en/app.json) in two at build time:
 * `virtual:english-app-shell`, bundled with the shell (what `/` paints: home, menu, top bar, tool
 * names and descriptions, …), and `virtual:english-app-more`, a lazy chunk with the sections only
 * lazily loaded code reads (the about and not-found pages, the palette, the widgets and tool kit of src/ui and
 * src/components, task errors). The file itself stays one file per language, as every locale is.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export const ENGLISH_SHELL_ID = 'virtual:english-app-shell';
export const ENGLISH_MORE_ID = 'virtual:english-app-more';

/** Top-level sections of app.json that no module of the shell's first load reads. */
export const LAZY_SECTIONS: readonly string[] = ['about', 'notFound', 'palette', 'ui', 'copy', 'task', 'errors'];

type Strings = Record<string, unknown>;

/** The shell part and the lazy part of one app.json. */
export function splitEnglishStrings(strings: Strings): { shell: Strings; more: Strings } {
  const shell: Strings = {};
  const more: Strings = {};
  for (const [section, value] of Object.entries(strings)) (LAZY_SECTIONS.includes(section) ? more : shell)[section] = value;
  return { shell, more };
}

const jsonModule = (value: unknown): string => `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;

export function englishStringsPlugin(appJsonFile: string): Plugin {
  const resolved = (id: string) => `\0${id}`;
  return {
    name: 'toolshed-english-strings',
    resolveId(id) {
      return id === ENGLISH_SHELL_ID || id === ENGLISH_MORE_ID ? resolved(id) : undefined;
    },
    load(id) {
      if (id !== resolved(ENGLISH_SHELL_ID) && id !== resolved(ENGLISH_MORE_ID)) return undefined;
      this.addWatchFile(appJsonFile);
      const { shell, more } = splitEnglishStrings(JSON.parse(readFileSync(appJsonFile, 'utf8')) as Strings);
      return jsonModule(id === resolved(ENGLISH_SHELL_ID) ? shell : more);
    },
  };
}
