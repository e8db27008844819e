// The same work in Node, as a reference for a large step: the app's own module (bundled for Node
// with its libraries) run on the same input, so a tool's figure can be compared with what the
// library itself needs, without the browser, worker and page around it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'rolldown';
import { median } from './stats.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = join(root, 'bench', '.tmp', 'node-reference');
const modules = new Map();

/** Imports an app module (path from the repo root, e.g. 'src/lib/data-formats/convert.ts') in Node. */
export function appModule(path) {
  if (!modules.has(path)) {
    modules.set(
      path,
      (async () => {
        mkdirSync(outDir, { recursive: true });
        const file = join(outDir, `${path.replace(/[^\w]+/g, '_')}.mjs`);
        await build({
          input: join(root, path),
          platform: 'node',
          resolve: { alias: { '@': join(root, 'src') } },
          output: { file, format: 'esm', codeSplitting: false },
          logLevel: 'silent',
        });
        return import(pathToFileURL(file).href);
      })(),
    );
  }
  return modules.get(path);
}

/** Median wall time of `work` in ms over `runs` runs, after one warm-up run. */
export async function timeInNode(work, runs = 3) {
  await work();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return median(times);
}
