import { InputError } from '@/lib/errors';

export interface ObfuscateOptions {
  /** Code points kept at the start. */
  keepFirst: number;
  /** Code points kept at the end. */
  keepLast: number;
  /** Leave whitespace (spaces, tabs, line breaks) as it is. */
  keepSpaces: boolean;
  /** The one character that replaces the masked ones. */
  replacement: string;
}

export const DEFAULT_OBFUSCATE_OPTIONS: ObfuscateOptions = { keepFirst: 4, keepLast: 4, keepSpaces: true, replacement: '*' };

/** The message key of a bad "Keep first"/"Keep last" count, or undefined when it is a whole number ≥ 0. */
export function keepCountError(count: number): string | undefined {
  return Number.isInteger(count) && count >= 0 ? undefined : 'errors.keepCount';
}

/** The message key of a bad replacement, or undefined when it is exactly one code point. */
export function replacementError(replacement: string): string | undefined {
  return [...replacement].length === 1 ? undefined : 'errors.replacement';
}

const WHITESPACE = /^\s$/u;

/**
 * Masks `text` code point by code point: those before index `keepFirst` or at/after
 * `length − keepLast` stay, every other one becomes `replacement` (whitespace stays when
 * `keepSpaces`). When keepFirst + keepLast ≥ length nothing is masked. Bad options throw InputError.
 */
export function obfuscate(text: string, { keepFirst, keepLast, keepSpaces, replacement }: ObfuscateOptions): string {
  const error = keepCountError(keepFirst) ?? keepCountError(keepLast) ?? replacementError(replacement);
  if (error) throw new InputError(error);
  const chars = [...text];
  const end = chars.length - keepLast;
  return chars
    .map((char, index) => (index < keepFirst || index >= end || (keepSpaces && WHITESPACE.test(char)) ? char : replacement))
    .join('');
}
