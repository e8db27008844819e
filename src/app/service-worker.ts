import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker at the site root (production builds only). With skipWaiting and
 * clientsClaim a new version takes over at once, and the plugin's autoUpdate reloads the page onto it.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registerSW({ immediate: true });
}
