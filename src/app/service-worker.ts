import { registerSW } from 'virtual:pwa-register';
import { isBusy } from '@/lib/busy';
import { createUpdateFlow, offerUpdate } from './update-flow';

/**
 * Registers the service worker at the site root (production builds only). A new version waits
 * (no skipWaiting): it takes over and the page reloads at once only when nothing is running and
 * nothing unsaved would be lost; otherwise a notice offers the reload (src/app/update-flow.ts).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const flow = createUpdateFlow({
    isBusy,
    activate: () => void updateServiceWorker(true),
    reload: () => window.location.reload(),
    prompt: offerUpdate,
  });
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => flow.onWaiting(),
    onNeedReload: () => flow.onControlling(),
  });
}
