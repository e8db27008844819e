import { InputError } from '@/lib/errors';

export const MIN_ARABIC = 1;
export const MAX_ARABIC = 3999;

/** Symbol values, largest first, subtractive pairs included (CM, CD, XC, XL, IX, IV). */
const SYMBOLS: readonly (readonly [string, number])[] = [
  ['M', 1000],
  ['CM', 900],
  ['D', 500],
  ['CD', 400],
  ['C', 100],
  ['XC', 90],
  ['L', 50],
  ['XL', 40],
  ['X', 10],
  ['IX', 9],
  ['V', 5],
  ['IV', 4],
  ['I', 1],
];

/** Canonical numerals only: a numeral that parses is exactly what arabicToRoman writes. */
const CANONICAL = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;

/**
 * Parses the "Arabic number" field: '' for blank, else a finite number (plain JavaScript syntax).
 * Text that is no number is out of the convertible range, so it gets the range message.
 */
export function parseArabic(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) throw new InputError('outOfRange');
  return value;
}

/** Roman numeral of 1–3999 in subtractive notation; in-range fractions are floored. */
export function arabicToRoman(value: number): string {
  if (!Number.isFinite(value) || value < MIN_ARABIC || value > MAX_ARABIC) throw new InputError('outOfRange');
  let rest = Math.floor(value);
  let numeral = '';
  for (const [symbol, worth] of SYMBOLS) {
    while (rest >= worth) {
      numeral += symbol;
      rest -= worth;
    }
  }
  return numeral;
}

/** Value of a canonical numeral (trimmed, case-insensitive); undefined for blank input. */
export function romanToArabic(text: string): number | undefined {
  const numeral = text.trim().toUpperCase();
  if (!numeral) return undefined;
  if (!CANONICAL.test(numeral)) throw new InputError('invalidRoman');
  let value = 0;
  let i = 0;
  for (const [symbol, worth] of SYMBOLS) {
    while (numeral.startsWith(symbol, i)) {
      value += worth;
      i += symbol.length;
    }
  }
  return value;
}
