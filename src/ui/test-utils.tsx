// Test helper (imported by *.test.tsx only): English strings from locales/en/app.json, no lazy backend.
import { render, type RenderOptions } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { cacheTranslations } from '@/i18n/translation-cache';
import app from '../../locales/en/app.json';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { app } },
  ns: ['app'],
  defaultNS: 'app',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
});
// As the app does (src/i18n/index.ts): every component test also runs through the cache.
cacheTranslations(i18n);

export { i18n as testI18n };

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/**
 * Renders with the English `app` namespace available to useTranslation('app'). The provider is
 * the render's wrapper, so `rerender(ui)` updates the same tree (a provider around `ui` would be
 * dropped by rerender, which then mounts a new tree and loses its state).
 */
export function renderWithI18n(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { ...options, wrapper: WithI18n });
}
