import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './builds';

/** Registered tools, as the registry finds them: every folder under src/tools with a tool.ts. */
export function registeredToolIds(): string[] {
  const toolsDir = join(repoRoot, 'src/tools');
  return readdirSync(toolsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(toolsDir, d.name, 'tool.ts')))
    .map((d) => d.name)
    .sort();
}

/** English tool names (locales/en/app.json). */
export function englishToolNames(): Record<string, string> {
  const english = JSON.parse(readFileSync(join(repoRoot, 'locales/en/app.json'), 'utf8')) as {
    tools: Record<string, { name: string }>;
  };
  return Object.fromEntries(Object.entries(english.tools).map(([id, tool]) => [id, tool.name]));
}
