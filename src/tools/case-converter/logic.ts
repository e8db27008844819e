import {
  camelCase,
  capitalCase,
  constantCase,
  dotCase,
  kebabCase,
  noCase,
  pascalCase,
  pathCase,
  sentenceCase,
  snakeCase,
  trainCase,
  type PascalCaseOptions,
} from 'change-case';

/** The outputs, in screen order. */
export const CASES = [
  'lowercase',
  'uppercase',
  'camelcase',
  'capitalcase',
  'constantcase',
  'dotcase',
  'headercase',
  'nocase',
  'paramcase',
  'pascalcase',
  'pathcase',
  'sentencecase',
  'snakecase',
  'mockingcase',
] as const;

export type CaseId = (typeof CASES)[number];

// change-case's own splitter drops combining marks (a decomposed "é" would lose its accent) and
// non-ASCII digits; this one keeps them inside words and otherwise splits the same way.
const LOWER_UPPER = /([\p{Ll}\p{Nd}]\p{M}*)(\p{Lu})/gu;
const UPPER_UPPER = /(\p{Lu}\p{M}*)(\p{Lu}\p{M}*\p{Ll})/gu;
const SEPARATORS = /[^\p{L}\p{M}\p{Nd}]+/u;

/** Words of `text`: split at lower→upper boundaries and at runs of non-letter, non-digit characters. */
export function splitWords(text: string): string[] {
  return text
    .replace(LOWER_UPPER, '$1 $2')
    .replace(UPPER_UPPER, '$1 $2')
    .split(SEPARATORS)
    .filter((word) => word !== '');
}

/** Alternates upper and lower case by code point, starting upper; every character counts. */
export function mockingCase(text: string): string {
  let out = '';
  let index = 0;
  for (const char of text) out += index++ % 2 === 0 ? char.toUpperCase() : char.toLowerCase();
  return out;
}

type Converter = (text: string, options: PascalCaseOptions) => string;

const converters: Record<CaseId, Converter> = {
  lowercase: (text) => text.toLowerCase(),
  uppercase: (text) => text.toUpperCase(),
  camelcase: camelCase,
  capitalcase: capitalCase,
  constantcase: constantCase,
  dotcase: dotCase,
  headercase: trainCase,
  nocase: noCase,
  paramcase: kebabCase,
  pascalcase: pascalCase,
  pathcase: pathCase,
  sentencecase: sentenceCase,
  snakecase: snakeCase,
  mockingcase: mockingCase,
};

/**
 * Every case of `text`, keyed by case id. Linear in the text's length, no limit of its own: the
 * words are split once and shared by the eleven word-based cases.
 */
export function convertCases(text: string): Record<CaseId, string> {
  const words = splitWords(text);
  // Locale-independent case mapping: a Turkish UI must not turn "i" into "İ". Merging: camel and
  // Pascal join a word that starts with a digit as it is ("snakeCase2Words"), not after a `_`.
  const options: PascalCaseOptions = { locale: false, split: () => words, mergeAmbiguousCharacters: true };
  return Object.fromEntries(CASES.map((id) => [id, converters[id](text, options)])) as Record<CaseId, string>;
}
