import { InputError } from '@/lib/errors';

/** A digit's value is its position here: 0-9, a-z, A-Z, then + and /. */
export const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ+/';
export const MIN_BASE = 2;
export const MAX_BASE = 64;
/**
 * Conversion is quadratic in the number's length; past this many digits a keystroke would freeze
 * the page, so input length is bounded.
 */
export const MAX_DIGITS = 10_000;

const DIGIT_PLUS = DIGITS.indexOf('+');
const DIGIT_VALUES = new Map([...DIGITS].map((digit, value) => [digit, value]));

export const isValidBase = (base: number) => Number.isInteger(base) && base >= MIN_BASE && base <= MAX_BASE;

function checkBase(base: number) {
  if (!isValidBase(base)) throw new InputError('invalidBase');
}

/** The largest power of the base that stays an exact integer in a double, and its exponent. */
function chunkOf(base: number): { size: number; power: bigint } {
  let size = 1;
  while (base ** (size + 1) <= Number.MAX_SAFE_INTEGER) size++;
  return { size, power: BigInt(base) ** BigInt(size) };
}

/**
 * Reads a whole number written in `base` (optional leading - or, below base 63, +). Blank gives undefined.
 * Letters are case-insensitive up to base 36; above, case matters. The first digit that is not
 * valid in the base is named in the error (whole code points, so an emoji is named whole).
 */
export function parseInteger(text: string, base: number): bigint | undefined {
  checkBase(base);
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const negative = trimmed.startsWith('-');
  // In bases 63 and 64 '+' is the digit 62, so only '-' can be a sign there.
  const plusIsSign = base <= DIGIT_PLUS;
  const signed = negative || (plusIsSign && trimmed.startsWith('+'));
  const body = signed ? trimmed.slice(1) : trimmed;
  if (!body) throw new InputError('invalidDigit', { digit: trimmed, base });
  const digits = [...(base <= 36 ? body.toLowerCase() : body)];
  if (digits.length > MAX_DIGITS) throw new InputError('tooLong', { max: MAX_DIGITS });
  const values = digits.map((digit, i) => {
    const value = DIGIT_VALUES.get(digit);
    // Name the digit as typed, not lower-cased.
    if (value === undefined || value >= base) throw new InputError('invalidDigit', { digit: [...body][i] ?? digit, base });
    return value;
  });
  // Groups of digits are summed as doubles (exact), then folded into the BigInt: far fewer BigInt steps.
  const { size, power } = chunkOf(base);
  let result = 0n;
  const head = values.length % size || size;
  for (let start = 0, end = head; start < values.length; start = end, end += size) {
    let chunk = 0;
    for (let i = start; i < end; i++) chunk = chunk * base + (values[i] as number);
    result = start === 0 ? BigInt(chunk) : result * power + BigInt(chunk);
  }
  return negative ? -result : result;
}

/** Writes a whole number in `base` with the digits above (lower-case letters up to base 36). */
export function formatInteger(value: bigint, base: number): string {
  checkBase(base);
  const negative = value < 0n;
  let rest = negative ? -value : value;
  // Native conversion uses the same digits up to base 36.
  if (base <= 36) return (negative ? '-' : '') + rest.toString(base);
  const { size, power } = chunkOf(base);
  const groups: string[] = [];
  while (rest >= power) {
    groups.push(groupDigits(Number(rest % power), base, size));
    rest /= power;
  }
  let head = '';
  let top = Number(rest);
  do {
    head = (DIGITS[top % base] as string) + head;
    top = Math.floor(top / base);
  } while (top > 0);
  return (negative ? '-' : '') + head + groups.reverse().join('');
}

/** A group's digits, left-padded with zeros to the group size. */
function groupDigits(value: number, base: number, size: number): string {
  let text = '';
  for (let i = 0; i < size; i++) {
    text = (DIGITS[value % base] as string) + text;
    value = Math.floor(value / base);
  }
  return text;
}
