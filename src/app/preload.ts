import { i18next, loadMoreEnglishStrings } from '@/i18n';
import { readToolState } from '@/state';
import { tools } from '@/tools/registry';
import { routerBase } from './route-table';

/**
 * Starts loading what the current route needs (the tool's chunk, strings and stored state) while
 * the app boots, instead of after the first render: one waterfall step less on a slow network.
 */
export function preloadRoute(pathname: string, baseUrl: string): void {
  const base = routerBase(baseUrl);
  const path = pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
  const tool = tools.find((t) => t.path === path.replace(/\/+$/, ''));
  if (!tool) return;
  void tool.load().catch(() => undefined);
  void import('@/ui/AriaRouter').catch(() => undefined);
  void loadMoreEnglishStrings().catch(() => undefined);
  void readToolState(tool.id);
  const loadStrings = () => void i18next.loadNamespaces(tool.id).catch(() => undefined);
  if (i18next.isInitialized) loadStrings();
  else i18next.on('initialized', loadStrings);
}
