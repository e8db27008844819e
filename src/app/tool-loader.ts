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

/**
 * A lazy component for the tool; its stored state is read while its chunk downloads. React keeps
 * a lazy component's first outcome for good, so retrying after a failed download needs a new one.
 */
export function lazyTool(tool: Tool): ComponentType {
  return lazy(() => {
    void readToolState(tool.id);
    return withRouter(tool.load()).catch((error: unknown) => {
      throw new ToolLoadError(error);
    });
  });
}

const replacements = new Map<string, ComponentType>();

/** The tool's component: the route's own, or the one made by the latest retry. */
export function currentToolComponent(tool: Tool, initial: ComponentType): ComponentType {
  return replacements.get(tool.id) ?? initial;
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
