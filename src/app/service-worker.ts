import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker at the site root (production builds only). With skipWaiting and
 * clientsClaim a new version takes over at once, and the page reloads onto it.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  registerSW({ immediate: true });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first install takes control without a reload; only a real update reloads.
    if (hadController) window.location.reload();
  });
}
