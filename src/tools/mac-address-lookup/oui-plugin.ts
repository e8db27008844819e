/*
 * Vite plugin behind `virtual:oui-data`: the IEEE registries of oui-data in the compact form of
 * oui-compact.ts, made at build time from node_modules/oui-data/index.json (nothing generated is
 * committed). Only the lookup's worker host imports it, so the data is its own worker chunk,
 * loaded by this tool alone and precached with every other chunk for offline use.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { encodeOui } from './oui-compact.ts';

export const OUI_DATA_ID = 'virtual:oui-data';
const RESOLVED = `\0${OUI_DATA_ID}`;

export function ouiDataPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: 'toolshed-oui-data',
    resolveId: (id) => (id === OUI_DATA_ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const path = require.resolve('oui-data');
      this.addWatchFile(path);
      const data = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(encodeOui(data))};\n`;
    },
  };
}
