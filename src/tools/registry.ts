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

type KeywordMap = Readonly<Record<string, readonly string[]>>;
let keywords: KeywordMap | undefined;
let keywordsLoading: Promise<KeywordMap> | undefined;

/**
 * Every tool's English search keywords, in a chunk of their own: only search needs them (the
 * palette, the home page's filter once someone types, a tool page's meta keywords), so `/` does
 * not carry them. Loaded once; a failed download is retried on the next call.
 */
export function loadToolKeywords(): Promise<KeywordMap> {
  keywordsLoading ??= import('virtual:tool-keywords').then(
    (module) => (keywords = module.default),
    (error: unknown) => {
      keywordsLoading = undefined;
      throw error;
    },
  );
  return keywordsLoading;
}

/** The keywords once `loadToolKeywords` has delivered them, else undefined. */
export const loadedToolKeywords = (): KeywordMap | undefined => keywords;

export const toTool = (record: ToolRecord): Tool => ({ ...record, path: `/${record.id}`, load: () => loadToolUi(record.id) });

/** Every tool, in menu order (category, then `order`, then id), from the build-time catalogue. */
export const tools: readonly Tool[] = records.map(toTool);
export const toolsById: ReadonlyMap<string, Tool> = new Map(tools.map((t) => [t.id, t]));
