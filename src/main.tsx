import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { LOCALE_MIRROR_KEY } from './app/LanguageSelect';
import { registerServiceWorker } from './app/service-worker';
import { initI18n, pickLanguage } from './i18n';
import { appStore, hydratePersistedAtoms, localeAtom, openStorage, setPersistenceStorage } from './state';

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
  const [i18n] = await Promise.all([i18nReady, storageReady]);
  const language = pickLanguage(appStore.get(localeAtom) ?? mirroredLocale(), navigator.languages);
  if (language !== early) await i18n.changeLanguage(language);

  const container = document.getElementById('app');
  if (!container) throw new Error('#app container missing');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorker();
}

void boot();
