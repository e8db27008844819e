import { categories, isCategory } from './categories';
import type { Tool, ToolMeta } from './define-tool';

export class RegistryError extends Error {}

/**
 * Turns the globbed `./<folder>/tool.ts` modules into the validated, ordered tool list.
 * Checks: id equals folder, ids unique, category known, and (when names are given) an English name.
 */
export function buildRegistry(
  modules: Record<string, { default: ToolMeta }>,
  englishNames?: Record<string, { name?: string } | undefined>,
): Tool[] {
  const seen = new Set<string>();
  const tools: Tool[] = [];
  for (const [file, mod] of Object.entries(modules)) {
    const folder = /\/([^/]+)\/tool\.ts$/.exec(file)?.[1];
    const meta = mod.default;
    if (!meta || !folder) throw new RegistryError(`${file}: tool.ts must default-export defineTool({...})`);
    if (meta.id !== folder) throw new RegistryError(`${file}: id "${meta.id}" must equal its folder "${folder}"`);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(meta.id)) throw new RegistryError(`${file}: id must be kebab-case`);
    if (seen.has(meta.id)) throw new RegistryError(`duplicate tool id "${meta.id}"`);
    if (!isCategory(meta.category)) throw new RegistryError(`${meta.id}: unknown category "${meta.category}"`);
    if (englishNames && !englishNames[meta.id]?.name)
      throw new RegistryError(`${meta.id}: no English name in locales/en/app.json`);
    seen.add(meta.id);
    tools.push({ ...meta, path: `/${meta.id}` });
  }
  const order = (t: Tool) => categories.indexOf(t.category);
  const position = (t: Tool) => t.order ?? Number.MAX_SAFE_INTEGER;
  return tools.sort((a, b) => order(a) - order(b) || position(a) - position(b) || a.id.localeCompare(b.id));
}

const modules = import.meta.glob<{ default: ToolMeta }>('./*/tool.ts', { eager: true });

export const tools: readonly Tool[] = buildRegistry(modules);
export const toolsById: ReadonlyMap<string, Tool> = new Map(tools.map((t) => [t.id, t]));
