// Library code built into more than one file. Within one Rollup build a module lands in one chunk
// only, but each worker is a build of its own: a module used by a page chunk and a worker, or by
// two workers, is shipped (and precached) twice. Read from the hidden source maps the bench build
// writes beside every JS file, workers included.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize } from './build.mjs';
import { charsPerSource, ownerOf } from './sourcemap.mjs';

/**
 * Small runtimes every worker needs a copy of: Comlink's endpoint (each worker exposes its API)
 * and the bundler's helpers. Every other package whose modules are found twice is reported.
 */
const SHARED_BY_DESIGN = new Set(['comlink', 'vite']);

/** node_modules source → estimated gzip bytes it owns, for each JS file of the build that has a source map. */
function librarySourcesPerFile(outDir) {
  const assets = join(outDir, 'assets');
  const files = new Map();
  for (const name of readdirSync(assets).filter((n) => /\.m?js$/.test(n))) {
    const mapPath = join(assets, `${name}.map`);
    if (!existsSync(mapPath)) continue;
    const code = readFileSync(join(assets, name), 'utf8');
    const owners = charsPerSource(code, JSON.parse(readFileSync(mapPath, 'utf8')));
    const chars = [...owners.values()].reduce((a, b) => a + b, 0) || 1;
    const { gzip } = gzipSize(outDir, `assets/${name}`);
    const sources = new Map();
    for (const [source, count] of owners) {
      const at = source.lastIndexOf('node_modules/');
      if (at >= 0) sources.set(source.slice(at), (gzip * count) / chars);
    }
    files.set(`assets/${name}`, sources);
  }
  return files;
}

/**
 * Packages with a module built into two or more files: the files holding a copy and the estimated
 * gzip of the copies beyond the first.
 */
export function duplicatedLibraries(outDir) {
  const filesOfSource = new Map();
  for (const [file, sources] of librarySourcesPerFile(outDir)) {
    for (const [source, gzip] of sources) {
      if (!filesOfSource.has(source)) filesOfSource.set(source, []);
      filesOfSource.get(source).push({ file, gzip });
    }
  }
  const packages = new Map();
  for (const [source, copies] of filesOfSource) {
    const name = ownerOf(source);
    if (copies.length < 2 || SHARED_BY_DESIGN.has(name)) continue;
    const entry = packages.get(name) ?? { name, files: new Set(), extraGzip: 0 };
    copies.forEach((c) => entry.files.add(c.file));
    entry.extraGzip += copies
      .map((c) => c.gzip)
      .sort((a, b) => b - a)
      .slice(1)
      .reduce((a, b) => a + b, 0);
    packages.set(name, entry);
  }
  return [...packages.values()]
    .map((p) => ({ name: p.name, files: [...p.files].sort(), extraGzip: Math.round(p.extraGzip) }))
    .sort((a, b) => b.extraGzip - a.extraGzip);
}
