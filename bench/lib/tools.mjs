// Registered tools (a folder under src/tools with a tool.ts, as the registry finds them) and their scenarios.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export function registeredTools(root) {
  const dir = join(root, 'src', 'tools');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'tool.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** bench/scenarios/<tool-id>.mjs's default export, or null when the tool has none yet. */
export async function loadScenario(benchDir, toolId) {
  const file = join(benchDir, 'scenarios', `${toolId}.mjs`);
  if (!existsSync(file)) return null;
  const scenario = (await import(pathToFileURL(file).href)).default;
  for (const key of ['description', 'output', 'act']) {
    if (!scenario?.[key]) throw new Error(`bench/scenarios/${toolId}.mjs: the default export needs "${key}"`);
  }
  const until = scenario.until;
  const validUntil = (u) => ['changed', 'non-empty-changed'].includes(u) || typeof u?.contains === 'string';
  if (until && typeof until !== 'function' && !validUntil(until)) {
    throw new Error(
      `bench/scenarios/${toolId}.mjs: "until" is "changed", "non-empty-changed", { contains } or a function of the step`,
    );
  }
  if ([scenario.large ?? []].flat().some((large) => !large.description || !large.act)) {
    throw new Error(`bench/scenarios/${toolId}.mjs: each "large" step needs "description" and "act"`);
  }
  return scenario;
}
