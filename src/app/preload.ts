import { i18next, loadMoreEnglishStrings } from '@/i18n';
import { readToolState } from '@/state';
import { tools } from '@/tools/registry';
import { routerBase } from './route-table';
import { loadToolPage } from './tool-loader';

/**
 * Starts loading what the current route needs (the tool's page, strings and stored state) as the
 * app starts booting, instead of after the first render: the tool's code is evaluated while
 * storage opens, and its stored state is read as soon as storage is ready. Resolves when all of
 * it is there (or failed: the page then reports it), so the first render need not suspend.
 */
export function preloadRoute(pathname: string, baseUrl: string, storageReady: Promise<unknown>): Promise<void> {
  const base = routerBase(baseUrl);
  const path = pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  const tool = tools.find((t) => t.path === path.replace(/\/+$/, ''));
  if (!tool) return Promise.resolve();
  const strings = new Promise<void>((resolve) => {
    const loadStrings = () => i18next.loadNamespaces(tool.id).then(resolve, resolve);
    if (i18next.isInitialized) void loadStrings();
    else i18next.on('initialized', () => void loadStrings());
  });
  return Promise.allSettled([
    loadToolPage(tool),
    loadMoreEnglishStrings(),
    storageReady.then(() => readToolState(tool.id)),
    strings,
  ]).then(() => undefined);
}
