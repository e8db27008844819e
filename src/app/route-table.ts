import type { Tool } from '@/tools/define-tool';

export interface RedirectRoute {
  from: string;
  to: string;
}

/** Every registered tool's old paths, each pointing at the tool; a path may not shadow a route. */
export function redirectsFor(
  tools: readonly Pick<Tool, 'id' | 'path' | 'redirectFrom'>[],
  reserved: readonly string[] = ['/', '/about', '/c-lib'],
): RedirectRoute[] {
  const taken = new Set<string>([...reserved, ...tools.map((t) => t.path)]);
  const result: RedirectRoute[] = [];
  for (const tool of tools) {
    for (const from of tool.redirectFrom ?? []) {
      if (!from.startsWith('/')) throw new Error(`${tool.id}: redirect "${from}" must start with "/"`);
      if (taken.has(from)) throw new Error(`${tool.id}: redirect "${from}" collides with another route`);
      taken.add(from);
      result.push({ from, to: tool.path });
    }
  }
  return result;
}

/** The router base for wouter: the configured base URL without its trailing slash ("/" → ""). */
export function routerBase(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed === '' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The page title of a tool: `<Tool name> - Toolshed`. */
export const toolPageTitle = (toolName: string): string => `${toolName} - Toolshed`;
