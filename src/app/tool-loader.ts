import { lazy, type ComponentType } from 'react';
import { loadMoreEnglishStrings } from '@/i18n';
import { reloadOrThrow } from '@/lib/retryable-import';
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
 * `reloadIfFailsOnline`: a load that fails again while the browser is online reloads the page.
 */
export function lazyTool(tool: Tool, reloadIfFailsOnline = false): ComponentType {
  return lazy(() => {
    void readToolState(tool.id);
    const page = loadToolPage(tool);
    // Until the page goes, the tool stays in its fallback.
    return reloadIfFailsOnline ? page.catch(reloadOrThrow) : page;
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
 * Retries loading a tool whose download failed and returns its fresh lazy component: a new import,
 * in place. Some browsers keep a failed module import for the page's life (Chromium 150 answers
 * the same failure again without asking the network, for the module and for each one it imports),
 * so a retry that fails again while online reloads the page, and so does a press after a retry
 * (the tool never ran; its stored inputs come back after the reload). Offline, the retry fails
 * with the offline message.
 */
export function retryToolLoad(tool: Tool): ComponentType | null {
  if (replacements.has(tool.id) && navigator.onLine) {
    window.location.reload();
    return null;
  }
  const fresh = lazyTool(tool, true);
  replacements.set(tool.id, fresh);
  return fresh;
}
