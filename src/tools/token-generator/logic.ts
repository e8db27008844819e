import { randomIntegers, type RandomSource, secureRandom } from '@/lib/random';

export const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWERCASE = 'abcdefghijklmnopqrstuvwxyz';
export const NUMBERS = '0123456789';
export const SYMBOLS = '.,;:!?/-"\'#{([|\\@)]=}*+';

export const MIN_LENGTH = 1;
export const MAX_LENGTH = 512;

export interface TokenOptions {
  length: number;
  uppercase: boolean;
  lowercase: boolean;
  numbers: boolean;
  symbols: boolean;
}

/** The union of the selected character sets, in a fixed order. */
export function tokenAlphabet(options: Omit<TokenOptions, 'length'>): string {
  return [
    options.uppercase ? UPPERCASE : '',
    options.lowercase ? LOWERCASE : '',
    options.numbers ? NUMBERS : '',
    options.symbols ? SYMBOLS : '',
  ].join('');
}

/**
 * A token of `length` characters, each drawn independently and uniformly from the alphabet.
 * No set selected gives ''. Length is clamped to 1–512 (the slider's range).
 */
export function generateToken(options: TokenOptions, random: RandomSource = secureRandom): string {
  const alphabet = tokenAlphabet(options);
  if (!alphabet) return '';
  const length = Math.min(MAX_LENGTH, Math.max(MIN_LENGTH, Math.trunc(options.length)));
  return randomIntegers(length, alphabet.length, random)
    .map((i) => alphabet[i])
    .join('');
}
