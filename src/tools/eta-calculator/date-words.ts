import type { Locale } from 'date-fns';

/** The duration and the end in words of the UI language. */
export interface DateWords {
  duration: (ms: number) => string;
  end: (end: number, now: number) => string;
}

/** date-fns words per UI language, each its own chunk; English follows the en-GB style ("today at 17:42"). */
const LOCALES: Record<string, () => Promise<Locale>> = {
  en: () => import('date-fns/locale/en-GB').then((module) => module.enGB),
  es: () => import('date-fns/locale/es').then((module) => module.es),
  fr: () => import('date-fns/locale/fr').then((module) => module.fr),
  pt: () => import('date-fns/locale/pt').then((module) => module.pt),
  ru: () => import('date-fns/locale/ru').then((module) => module.ru),
  uk: () => import('date-fns/locale/uk').then((module) => module.uk),
  vi: () => import('date-fns/locale/vi').then((module) => module.vi),
  zh: () => import('date-fns/locale/zh-CN').then((module) => module.zhCN),
};

/** date-fns (~15 KB gzip) stays out of the page's first load: the fields draw without it. */
const loadLogic = () => import('./logic');

/** The wording functions for `language` (an i18next code such as "fr" or "zh-CN"), once date-fns is here. */
export async function loadDateWords(language: string): Promise<DateWords> {
  const loadLocale = LOCALES[language.split('-')[0] as string] ?? LOCALES.en!;
  const [logic, locale] = await Promise.all([loadLogic(), loadLocale()]);
  return {
    duration: (ms) => logic.durationWords(ms, locale),
    end: (end, now) => logic.endWords(end, now, locale),
  };
}
