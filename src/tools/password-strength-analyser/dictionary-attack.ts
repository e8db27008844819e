import type { OptionsType, ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's view of a password: dictionary, pattern, keyboard, date and l33t matching. */
export interface DictionaryReport {
  /** 0 (very weak) … 4 (very strong). */
  score: 0 | 1 | 2 | 3 | 4;
  guessesLog10: number;
  /** Seconds at 10^10 guesses per second (a fast hash, offline). */
  offlineFastSeconds: number;
  /** Seconds at 100 guesses per hour (a throttled online service). */
  onlineThrottledSeconds: number;
  warning: string;
  suggestions: string[];
}

/** UI languages with a zxcvbn-ts pack (feedback and dictionaries); others use English. */
const packs = {
  en: () => import('@zxcvbn-ts/language-en'),
  es: () => import('@zxcvbn-ts/language-es-es'),
  fr: () => import('@zxcvbn-ts/language-fr'),
  pt: () => import('@zxcvbn-ts/language-pt-br'),
} as const;
type PackLanguage = keyof typeof packs;
const hasPack = (language: string): language is PackLanguage => language in packs;

const factories = new Map<PackLanguage, Promise<ZxcvbnFactory>>();

/** One estimator per language, built on first use: the dictionaries are loaded lazily, then kept. */
function estimatorFor(language: PackLanguage): Promise<ZxcvbnFactory> {
  let factory = factories.get(language);
  if (!factory) {
    factory = (async () => {
      const [{ ZxcvbnFactory }, common, english, local] = await Promise.all([
        import('@zxcvbn-ts/core'),
        import('@zxcvbn-ts/language-common'),
        packs.en(),
        packs[language](),
      ]);
      const options: OptionsType = {
        dictionary: { ...common.dictionary, ...english.dictionary, ...local.dictionary },
        graphs: common.adjacencyGraphs,
        translations: local.translations,
      };
      return new ZxcvbnFactory(options);
    })();
    factories.set(language, factory);
  }
  return factory;
}

/**
 * zxcvbn's estimate, with feedback in `language` when a pack exists (else English).
 * Passwords are cut to 256 characters, as zxcvbn's matching is superlinear.
 */
export async function dictionaryAttack(password: string, language = 'en'): Promise<DictionaryReport> {
  const estimator = await estimatorFor(hasPack(language) ? language : 'en');
  const result = estimator.check([...password].slice(0, MAX_ANALYSED_CHARS).join(''));
  return {
    score: result.score,
    guessesLog10: result.guessesLog10,
    offlineFastSeconds: result.crackTimes.offlineFastHashingXPerSecond.seconds,
    onlineThrottledSeconds: result.crackTimes.onlineThrottlingXPerHour.seconds,
    warning: result.feedback.warning ?? '',
    suggestions: result.feedback.suggestions,
  };
}

export const MAX_ANALYSED_CHARS = 256;
