import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, type LanguageCode } from './languages';

import englishApp from 'virtual:english-app-shell';
import { cacheLoadedNamespaces } from './loaded-namespaces-cache';
import { cacheTranslations } from './translation-cache';

// English shell strings ship with the shell: every visitor needs them (default and fallback), and
// bundling them saves a round trip before the first render. Only the sections the first paint
// reads are bundled (english-strings-plugin.ts); the rest arrives with the first lazy page that
// needs it (`loadMoreEnglishStrings`). Every other locale file is a lazy chunk.
const appFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/app.json',
  '!../../locales/en/app.json',
]);

export function localeFileFor(lng: string, ns: string): string {
  return ns === 'app' ? `../../locales/${lng}/app.json` : `../../locales/${lng}/tools/${ns}.json`;
}

type LocaleFiles = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

// The list of every tool's strings grows with each tool: one small lazy list per language, so a
// visitor fetches the list of their own language only.
const toolLocaleLists: Record<LanguageCode, () => Promise<{ default: LocaleFiles }>> = {
  en: () => import('./tool-locales/en'),
  es: () => import('./tool-locales/es'),
  fr: () => import('./tool-locales/fr'),
  pt: () => import('./tool-locales/pt'),
  ru: () => import('./tool-locales/ru'),
  uk: () => import('./tool-locales/uk'),
  zh: () => import('./tool-locales/zh'),
  vi: () => import('./tool-locales/vi'),
};

async function toolLocaleFile(lng: string, ns: string): Promise<LocaleFiles[string] | undefined> {
  if (!isLanguage(lng)) return undefined;
  const { default: files } = await toolLocaleLists[lng]();
  return files[`../../../locales/${lng}/tools/${ns}.json`];
}

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const file = localeFileFor(lng, ns);
    if (lng === defaultLanguage && ns === 'app') {
      callback(null, englishApp);
      return;
    }
    const loader = ns === 'app' ? Promise.resolve(appFiles[file]) : toolLocaleFile(lng, ns);
    loader
      .then((load) => (load ? load().then((mod) => mod.default) : {}))
      .then(
        (strings) => callback(null, strings),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

let moreEnglish: Promise<void> | undefined;

/**
 * Adds the English sections the shell does not bundle (widgets, tool kit, palette, about page,
 * task errors). Lazy pages await it before they render; a failed download is retried next time.
 */
export function loadMoreEnglishStrings(): Promise<void> {
  // After init: a bundle added before the backend has read the shell strings would make i18next
  // think English 'app' is loaded, and the shell would show keys (Firefox resolves the preloaded
  // chunk that early).
  const initialized = i18next.isInitialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => i18next.on('initialized', () => resolve()));
  moreEnglish ??= Promise.all([import('virtual:english-app-more'), initialized]).then(
    ([{ default: strings }]) => {
      i18next.addResourceBundle(defaultLanguage, 'app', strings, true, false);
    },
    (error: unknown) => {
      moreEnglish = undefined;
      throw error;
    },
  );
  return moreEnglish;
}

export async function initI18n(language: LanguageCode): Promise<typeof i18next> {
  await i18next
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: defaultLanguage,
      ns: ['app'],
      defaultNS: 'app',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  cacheLoadedNamespaces(i18next);
  cacheTranslations(i18next);
  document.documentElement.lang = language;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18next;
}

export { i18next };
export * from './languages';
