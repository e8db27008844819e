// Optional measurement suites: bench/<name>/run.mjs exporting `run(context)`.
// They run only when asked (`--with <name>` or `--all`), since they can be slow.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const NOT_SUITES = new Set(['lib', 'scenarios', 'results', '.tmp']);

export function availableSuites(benchDir) {
  return readdirSync(benchDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_SUITES.has(entry.name) && existsSync(join(benchDir, entry.name, 'run.mjs')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Runs one suite. Whatever `run` returns (JSON-serialisable) is kept in the results under its name;
 * an optional `markdown` string goes into the summary and optional `goals` rows
 * ({ metric, value, goal, pass, peer? }) into the goals table.
 */
export async function runSuite(benchDir, name, context) {
  const module = await import(pathToFileURL(join(benchDir, name, 'run.mjs')).href);
  if (typeof module.run !== 'function') throw new Error(`bench/${name}/run.mjs must export a run() function`);
  return (await module.run(context)) ?? {};
}
