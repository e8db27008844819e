// Production build for the bench (own out dir) and what can be known from it without a browser:
// which files the first load of a route needs, their gzip sizes, and what the shell imports.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { charsPerSource, ownerOf } from './sourcemap.mjs';

/**
 * Builds the app into outDir with the project's vite.config.ts. Hidden source maps leave the served
 * code unchanged (no sourceMappingURL comment) and let the bench say which sources weigh what.
 */
export async function buildApp({ root, outDir, logLevel = 'warn' }) {
  const result = await build({
    root,
    mode: 'production',
    logLevel,
    build: { outDir, emptyOutDir: true, sourcemap: 'hidden' },
  });
  const chunks = new Map();
  for (const output of Array.isArray(result) ? result : [result]) {
    for (const item of output.output) {
      if (item.type !== 'chunk') continue;
      chunks.set(item.fileName, {
        fileName: item.fileName,
        facade: item.facadeModuleId ? relative(root, item.facadeModuleId) : null,
        imports: item.imports,
        dynamicImports: item.dynamicImports,
        css: [...(item.viteMetadata?.importedCss ?? [])],
        modules: Object.keys(item.modules).map((id) => relative(root, id.replace(/^\0/, ''))),
        owners: item.map ? charsPerSource(item.code, item.map) : new Map(),
      });
    }
  }
  return { root, outDir, chunks, html: readFileSync(join(outDir, 'index.html'), 'utf8') };
}

const gzipCache = new Map();

/** Gzip size (level 9, like a static host's precompressed files) of a built file. */
export function gzipSize(outDir, fileName) {
  const key = join(outDir, fileName);
  if (!gzipCache.has(key)) {
    const data = readFileSync(key);
    gzipCache.set(key, { raw: data.length, gzip: gzipSync(data, { level: 9 }).length });
  }
  return gzipCache.get(key);
}

/** Files named by index.html: the entry script, module preloads and style sheets. */
export function htmlFiles(html) {
  const files = [];
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const isScript = match[1] === 'script' && /type="module"/.test(tag);
    const isLink = match[1] === 'link' && /rel="(modulepreload|stylesheet)"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isLink) && url && !/^https?:/.test(url)) files.push(url.replace(/^.*?(assets\/)/, '$1'));
  }
  return files;
}

/** The files a chunk needs before it runs: itself, its static imports (transitively) and their CSS. */
export function staticClosure(info, start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = info.chunks.get(file);
    if (!chunk) return;
    chunk.imports.forEach(visit);
    chunk.css.forEach((css) => seen.add(css));
  };
  start.forEach(visit);
  return seen;
}

/** The chunk built from a given module (a locale JSON, a tool's ui.tsx), if any. */
export function chunkOf(info, modulePath) {
  for (const chunk of info.chunks.values()) if (chunk.facade === modulePath) return chunk.fileName;
  return null;
}

/** What the first load of `/` fetches: index.html's files, their static imports, and the English app strings. */
export function shellFiles(info, language = 'en') {
  const files = staticClosure(info, htmlFiles(info.html));
  const strings = chunkOf(info, `locales/${language}/app.json`);
  if (strings) files.add(strings);
  return files;
}

/** What the first load of a tool's route fetches: the shell plus the tool's UI chunk and its strings. */
export function toolRouteFiles(info, toolId, language = 'en') {
  const files = shellFiles(info, language);
  const ui = chunkOf(info, `src/tools/${toolId}/ui.tsx`);
  if (ui) staticClosure(info, [ui]).forEach((file) => files.add(file));
  const strings = chunkOf(info, `locales/${language}/tools/${toolId}.json`);
  if (strings) files.add(strings);
  return files;
}

/** Sums gzip sizes of the JS and CSS among `files`. */
export function sizeOf(info, files) {
  const list = [...files]
    .filter((file) => /\.(m?js|css)$/.test(file))
    .map((file) => ({ file, ...gzipSize(info.outDir, file) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { files: list, gzip: list.reduce((sum, f) => sum + f.gzip, 0), raw: list.reduce((sum, f) => sum + f.raw, 0) };
}

// What the shell's static graph must not contain (item 11: the palette, the about page, each tool,
// every worker host and each locale load lazily). Heavy libraries belong to a tool chunk or a worker.
const FORBIDDEN_IN_SHELL = [
  // The shell knows the tools through the generated catalogue only (src/tools/catalogue-plugin.ts).
  { test: (m) => /^src\/tools\/[^/]+\//.test(m), reason: 'a tool folder’s file (the shell uses virtual:tool-catalogue)' },
  { test: (m) => m.endsWith('virtual:tool-loaders'), reason: 'the tools’ loaders (a lazy chunk)' },
  { test: (m) => m.endsWith('virtual:tool-keywords'), reason: 'the tools’ search keywords (a lazy chunk)' },
  { test: (m) => m.startsWith('workers/hosts/'), reason: 'worker host' },
  // English shell strings may be bundled: English is the fallback language, loaded whatever the active one.
  {
    test: (m) => m.startsWith('locales/') && m !== 'locales/en/app.json',
    reason: 'locale strings (loaded lazily, active language only)',
  },
  { test: (m) => m.startsWith('src/app/AboutPage'), reason: 'about page' },
  // The launcher button is light and belongs to the shell; the palette itself loads on first use.
  { test: (m) => m.startsWith('src/') && /\/palette\/|CommandPalette/i.test(m), reason: 'command palette' },
  {
    test: (m) =>
      /node_modules\/(marked|dompurify|hash-wasm|@noble|bcryptjs|fuse\.js|comlink|react-aria-components|@react-aria|@react-stately|@internationalized)\//.test(
        m,
      ),
    reason: 'heavy library (belongs in a tool chunk or a worker)',
  },
];

/** Modules in the shell's static graph that should load lazily. */
export function shellViolations(info) {
  const violations = [];
  for (const file of staticClosure(info, htmlFiles(info.html))) {
    for (const module of info.chunks.get(file)?.modules ?? []) {
      const rule = FORBIDDEN_IN_SHELL.find((r) => r.test(module));
      if (rule) violations.push({ module, chunk: file, reason: rule.reason });
    }
  }
  return violations;
}

/**
 * Estimated gzip bytes per package (or app file) among the JS of `files`: each chunk's gzip size
 * shared out by the minified characters its sources own. An estimate to point at what is heavy.
 */
export function heaviest(info, files, limit = 12) {
  const totals = new Map();
  for (const file of files) {
    const chunk = info.chunks.get(file);
    if (!chunk || !chunk.owners.size) continue;
    const chars = [...chunk.owners.values()].reduce((a, b) => a + b, 0);
    const { gzip } = gzipSize(info.outDir, file);
    for (const [source, count] of chunk.owners) {
      const owner = ownerOf(source);
      totals.set(owner, (totals.get(owner) ?? 0) + (gzip * count) / chars);
    }
  }
  return [...totals]
    .map(([owner, gzip]) => ({ owner, gzip: Math.round(gzip) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, limit);
}

/** Every JS and CSS file of the build (tool chunks, workers, locales): what the service worker precaches. */
export function wholeAppSize(info) {
  return sizeOf(
    info,
    readdirSync(join(info.outDir, 'assets')).map((name) => `assets/${name}`),
  );
}
