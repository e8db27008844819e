// The data sets that ship for offline use (password dictionaries, MAC vendors, emoji names, FIGlet
// fonts), measured per built file: a JS file belongs to a data set when its hidden source map names
// the set's sources (or, for JSON modules, whose maps name none, by the chunk's name). The precache
// budget is for the code; the data sets are reported beside it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './build.mjs';

export const DATA_SETS = Object.freeze([
  {
    name: 'password dictionaries (@zxcvbn-ts/language-*)',
    test: (sources) => sources.some((s) => /@zxcvbn-ts\/language-/.test(s)),
  },
  { name: 'MAC vendors (oui-data)', test: (sources) => sources.some((s) => /mac-address-lookup\/oui-compact/.test(s)) },
  { name: 'FIGlet fonts (figlet)', test: (sources) => sources.some((s) => /figlet\/(importable-)?fonts\//.test(s)) },
  // emojibase-data's JSON files become modules whose maps name no source: matched by their names.
  {
    name: 'emoji data (emojibase-data)',
    test: (sources, name) => sources.length === 0 && /^(compact|data|messages)(\.worker-lib)?-/.test(name),
  },
]);

/** { name → gzip bytes } of each data set, and their total. */
export function dataSetSizes(outDir) {
  const assets = join(outDir, 'assets');
  const sets = Object.fromEntries(DATA_SETS.map((set) => [set.name, 0]));
  for (const name of readdirSync(assets).filter((n) => /\.m?js$/.test(n))) {
    const mapPath = join(assets, `${name}.map`);
    if (!existsSync(mapPath)) continue;
    const sources = JSON.parse(readFileSync(mapPath, 'utf8')).sources ?? [];
    const set = DATA_SETS.find((s) => s.test(sources, name));
    if (set) sets[set.name] += gzipSize(outDir, `assets/${name}`).gzip;
  }
  return { sets, gzip: Object.values(sets).reduce((a, b) => a + b, 0) };
}
