import './styles/global.css';
import { StrictMode } from 'react';
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
    preloadRoute(window.location.pathname, config.app.baseUrl);
  });
  const [i18n] = await Promise.all([i18nReady, storageReady]);
  const language = pickLanguage(appStore.get(localeAtom) ?? mirroredLocale(), navigator.languages);
  if (language !== early) await i18n.changeLanguage(language);

  // Older favourites may hold paths or English names: map them to ids, drop unknown ones.
  const englishTools = (i18n.getResource('en', 'app', 'tools') ?? {}) as Record<string, { name?: string }>;
  const idByEnglishName = new Map(Object.entries(englishTools).map(([id, entry]) => [String(entry.name).toLowerCase(), id]));
  const stored = appStore.get(favoriteToolsAtom);
  const favorites = favoritesFromStored(stored, new Set(tools.map((tool) => tool.id)), idByEnglishName);
  if (favorites.join() !== stored.join()) appStore.set(favoriteToolsAtom, favorites);

  const container = document.getElementById('app');
  if (!container) throw new Error('#app container missing');
  createRoot(container).render(
    <StrictMode>
      <App />
      <UpdateNotice />
    </StrictMode>,
  );
  registerServiceWorker();
}

void boot();
