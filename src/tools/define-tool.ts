import type { ComponentType, SVGProps } from 'react';
import type { HostName } from '@workers/hosts';
import type { CategoryId } from './categories';

export type ToolIconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string }>;

/**
 * What a tool's `tool.ts` declares. The file is read at build time, never bundled (see
 * catalogue-plugin.ts): every value must be written as a literal, `icon` is a lucide-react import
 * (shipped as inline SVG data) and `load` is `() => import('./ui')`. Names and descriptions live in
 * locales/<lng>/app.json.
 */
export interface ToolMeta {
  /** kebab-case; equals the folder name, the route and the locale namespace. */
  id: string;
  category: CategoryId;
  icon: ToolIconComponent;
  /** English search keywords (home filter, palette, meta keywords). */
  keywords: readonly string[];
  /** ISO date; the tool is "new" for two weeks after it. */
  createdAt?: string;
  /** Old paths that redirect to this tool. */
  redirectFrom?: readonly string[];
  /** Inputs are never persisted nor put in a URL (passwords, keys, secrets). */
  sensitive?: boolean;
  /** Position inside its category in the menu and home page; ties sort by id. */
  order?: number;
  /** Worker host the tool computes in, if any. */
  host?: HostName;
  /** Lazy import of the tool's ui.tsx (moved by the build into a chunk of loaders, out of `/`). */
  load: () => Promise<{ default: ComponentType }>;
}

/** An icon as SVG elements on lucide's 24×24 grid: `[tag, attributes]` pairs. */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];

/**
 * One tool as the shell knows it: the small, build-time list entry (already sorted, so no `order`).
 * Keywords are only for search and ship in a lazy module of their own (registry.ts); `host` is
 * read by nobody at run time.
 */
export interface ToolRecord extends Omit<ToolMeta, 'icon' | 'order' | 'load' | 'keywords' | 'host'> {
  icon: IconNode;
}

export interface Tool extends ToolRecord {
  path: string;
  load: ToolMeta['load'];
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
