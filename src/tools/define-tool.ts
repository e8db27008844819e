import type { ComponentType, SVGProps } from 'react';
import type { HostName } from '@workers/hosts';
import type { CategoryId } from './categories';

export type ToolIcon = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

/** What a tool's `tool.ts` declares. Names and descriptions live in locales/<lng>/app.json. */
export interface ToolMeta {
  /** kebab-case; equals the folder name, the route and the locale namespace. */
  id: string;
  category: CategoryId;
  icon: ToolIcon;
  /** English search keywords (palette, meta keywords). */
  keywords: readonly string[];
  /** ISO date; the tool is "new" for two weeks after it. */
  createdAt?: string;
  /** Old paths that redirect to this tool. */
  redirectFrom?: readonly string[];
  /** Lazy import of the tool's ui.tsx. */
  load: () => Promise<{ default: ComponentType }>;
  /** Inputs are never persisted nor put in a URL (passwords, keys, secrets). */
  sensitive?: boolean;
  /** Position inside its category (the order of tools.md); ties sort by id. */
  order?: number;
  /** Worker host the tool computes in, if any. */
  host?: HostName;
}

export interface Tool extends ToolMeta {
  path: string;
}

export function defineTool(meta: ToolMeta): ToolMeta {
  return meta;
}

export const NEW_TOOL_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/** A tool is new when its createdAt is later than two weeks before `now`. */
export function isNewTool(tool: Pick<ToolMeta, 'createdAt'>, now: Date = new Date()): boolean {
  if (!tool.createdAt) return false;
  const created = Date.parse(tool.createdAt);
  return Number.isFinite(created) && created > now.getTime() - NEW_TOOL_WINDOW_MS;
}
