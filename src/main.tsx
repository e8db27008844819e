import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { LOCALE_MIRROR_KEY } from './app/LanguageSelect';
import { preloadRoute } from './app/preload';
import { config } from './config';
import { registerServiceWorker } from './app/service-worker';
import { UpdateNotice } from './app/UpdateNotice';
import { initI18n, pickLanguage } from './i18n';
import {
  appStore,
  favoritesFromStored,
  favoriteToolsAtom,
  hydratePersistedAtoms,
  localeAtom,
  openStorage,
  setPersistenceStorage,
} from './state';
import { tools } from './tools/registry';

const ROUTE_WAIT_MS = 1500;

function mirroredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_MIRROR_KEY);
  } catch {
    return null;
  }
}

async function boot() {
  // Preferences (one IndexedDB batch) and the mirrored language's strings load in parallel.
  const early = pickLanguage(mirroredLocale(), navigator.languages);
  const i18nReady = initI18n(early);
  const storageReady = openStorage().then(async (storage) => {
    setPersistenceStorage(storage);
    await hydratePersistedAtoms(appStore);
  });
  const routeReady = preloadRoute(window.location.pathname, config.app.baseUrl, storageReady);
  const [i18n] = await Promise.all([i18nReady, storageReady]);
  const language = pickLanguage(appStore.get(localeAtom) ?? mirroredLocale(), navigator.languages);
  if (language !== early) await i18n.changeLanguage(language);

  // Older favourites may hold paths or English names: map them to ids, drop unknown ones.
  const englishTools = (i18n.getResource('en', 'app', 'tools') ?? {}) as Record<string, { name?: string }>;
  const idByEnglishName = new Map(Object.entries(englishTools).map(([id, entry]) => [String(entry.name).toLowerCase(), id]));
  const stored = appStore.get(favoriteToolsAtom);
  const favorites = favoritesFromStored(stored, new Set(tools.map((tool) => tool.id)), idByEnglishName);
  if (favorites.join() !== stored.join()) appStore.set(favoriteToolsAtom, favorites);

  // A tool route renders once its page, strings and state are there (its chunks were preloaded
  // in parallel with this script): suspending instead would show "Loading…" and React would then
  // hold the tool back for its fallback's minimum display time. A slow download does not hold
  // the whole app back for long.
  await Promise.race([routeReady, new Promise((resolve) => setTimeout(resolve, ROUTE_WAIT_MS))]);

  const container = document.getElementById('app');
  if (!container) throw new Error('#app container missing');
  // A transition renders in slices that yield to the browser: no long task while a phone builds
  // the first page.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
        <UpdateNotice />
      </StrictMode>,
    ),
  );
  registerServiceWorker();
}

void boot();
