import { lazy, type ComponentType } from 'react';
import { loadMoreEnglishStrings } from '@/i18n';
import { readToolState } from '@/state';
import type { Tool } from '@/tools/define-tool';

/** A tool's code could not be downloaded (network down, chunk missing): the tool itself is fine. */
export class ToolLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ToolLoadError';
  }
}

/**
 * A lazy page plus react-aria's router glue and the English strings of the widgets, loaded
 * together (react-aria and those strings stay out of the shell).
 */
export async function withRouter(page: Promise<{ default: ComponentType }>): Promise<{ default: ComponentType }> {
  const [{ default: Page }, { withAriaRouter }] = await Promise.all([page, import('@/ui/AriaRouter'), loadMoreEnglishStrings()]);
  return { default: withAriaRouter(Page) };
}

const loading = new Map<string, Promise<{ default: ComponentType }>>();
const loaded = new Map<string, ComponentType>();

/** The tool's page wrapped in the router glue, loaded once (a failed load is tried again next time). */
export function loadToolPage(tool: Tool): Promise<{ default: ComponentType }> {
  let page = loading.get(tool.id);
  if (!page) {
    page = withRouter(tool.load()).then(
      (module) => {
        loaded.set(tool.id, module.default);
        return module;
      },
      (error: unknown) => {
        loading.delete(tool.id);
        throw new ToolLoadError(error);
      },
    );
    loading.set(tool.id, page);
  }
  return page;
}

/**
 * A lazy component for the tool; its stored state is read while its chunk downloads. React keeps
 * a lazy component's first outcome for good, so retrying after a failed download needs a new one.
 */
export function lazyTool(tool: Tool): ComponentType {
  return lazy(() => {
    void readToolState(tool.id);
    return loadToolPage(tool);
  });
}

const replacements = new Map<string, ComponentType>();

/**
 * The tool's component: the one made by the latest retry, else the page itself when it has
 * loaded already (no suspending, so React does not hold the page back behind its fallback), else
 * the route's lazy one.
 */
export function currentToolComponent(tool: Tool, initial: ComponentType): ComponentType {
  return replacements.get(tool.id) ?? loaded.get(tool.id) ?? initial;
}

/**
 * Retries loading a tool whose download failed and returns its fresh lazy component. That is a
 * new import on the first retry or while offline; after that, a full reload (null), for browsers
 * that keep a failed module import (the tool never ran, its stored inputs come back after it).
 */
export function retryToolLoad(tool: Tool): ComponentType | null {
  if (replacements.has(tool.id) && navigator.onLine) {
    window.location.reload();
    return null;
  }
  const fresh = lazyTool(tool);
  replacements.set(tool.id, fresh);
  return fresh;
}
