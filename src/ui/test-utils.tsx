// Test helper (imported by *.test.tsx only): English strings from locales/en/app.json, no lazy backend.
import { render, type RenderOptions } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
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

export { i18n as testI18n };

/** Renders with the English `app` namespace available to useTranslation('app'). */
export function renderWithI18n(ui: ReactElement, options?: RenderOptions) {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>, options);
}
