/** Shipped interface languages, with their own names, as the language menu lists them. */
export const languages = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'pt', name: 'Português' },
  { code: 'ru', name: 'Русский' },
  { code: 'uk', name: 'Українська' },
  { code: 'zh', name: '中文' },
  { code: 'vi', name: 'Tiếng Việt' },
] as const;

/**
 * The locale react-aria's widgets use for their own strings and number formats: the interface
 * language, not the browser's. Only these locales' strings are bundled (vite.config.ts); react-aria
 * has none for Vietnamese and falls back to English there.
 */
export const widgetLocales = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  pt: 'pt-BR',
  ru: 'ru-RU',
  uk: 'uk-UA',
  zh: 'zh-CN',
  vi: 'vi-VN',
} as const satisfies Record<(typeof languages)[number]['code'], string>;

export type LanguageCode = (typeof languages)[number]['code'];
export const defaultLanguage: LanguageCode = 'en';

export const isLanguage = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && languages.some((l) => l.code === value);

/** The stored choice, else the first browser language we ship, else English. */
export function pickLanguage(stored: unknown, browserLanguages: readonly string[]): LanguageCode {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}
