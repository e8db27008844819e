import type { ComponentType } from 'react';
import records from 'virtual:tool-catalogue';
import type { Tool, ToolRecord } from './define-tool';

/**
 * Imports a tool's UI. The map of every tool's `import()` is a chunk of its own, fetched on the
 * first tool route (and preloaded by the boot script on a tool URL): per tool, `/` carries its
 * record only, not a loader with its preload list.
 */
export async function loadToolUi(id: string): Promise<{ default: ComponentType }> {
  const { default: loaders } = await import('virtual:tool-loaders');
  const load = loaders[id];
  if (!load) throw new Error(`no tool "${id}"`);
  return load();
}

export const toTool = (record: ToolRecord): Tool => ({ ...record, path: `/${record.id}`, load: () => loadToolUi(record.id) });

/** Every tool, in menu order (category, then `order`, then id), from the build-time catalogue. */
export const tools: readonly Tool[] = records.map(toTool);
export const toolsById: ReadonlyMap<string, Tool> = new Map(tools.map((t) => [t.id, t]));
