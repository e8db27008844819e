/** Brute-force model: one billion guesses per second, the attacker knows nothing. */
export const GUESSES_PER_SECOND = 1_000_000_000n;

/** Duration units, largest first (a year is 365 days, a month 30). */
export const DURATION_UNITS = [
  ['millennium', 31_536_000_000n],
  ['century', 3_153_600_000n],
  ['decade', 315_360_000n],
  ['year', 31_536_000n],
  ['month', 2_592_000n],
  ['week', 604_800n],
  ['day', 86_400n],
  ['hour', 3_600n],
  ['minute', 60n],
  ['second', 1n],
] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number][0];

export type Duration =
  | { kind: 'instantly' }
  | { kind: 'lessThanASecond' }
  /** The two largest non-zero units (one when the rest is zero). */
  | { kind: 'units'; parts: { unit: DurationUnit; count: bigint }[] };

export interface BruteForceReport {
  /** In characters (Unicode code points). */
  length: number;
  charsetSize: number;
  /** length × log2(charset size), 0 when empty. */
  entropy: number;
  /** 0–100: round(min(entropy / 128, 1) × 100). */
  score: number;
  duration: Duration;
}

/** 26 per ASCII letter case present, 10 for digits, 32 for anything else. */
export function charsetSize(password: string): number {
  let size = 0;
  if (/[a-z]/.test(password)) size += 26;
  if (/[A-Z]/.test(password)) size += 26;
  if (/[0-9]/.test(password)) size += 10;
  if (/[^a-zA-Z0-9]/u.test(password)) size += 32;
  return size;
}

/** Up to this entropy guesses are counted exactly; past it, to 53 significant bits. */
const EXACT_BITS = 8192;

/**
 * The brute-force report. Guesses = set^length (= 2^entropy), in BigInt, exact up to EXACT_BITS
 * of entropy; a longer password (a pasted novel) gets 2^entropy to 53 significant bits instead,
 * as set^length alone would take seconds to compute for a megabyte.
 */
export function bruteForce(password: string): BruteForceReport {
  const length = [...password].length;
  const size = charsetSize(password);
  const entropy = length === 0 ? 0 : length * Math.log2(size);
  const score = Math.round(Math.min(entropy / 128, 1) * 100);
  const guesses = length === 0 ? 1n : entropy <= EXACT_BITS ? BigInt(size) ** BigInt(length) : powerOfTwo(entropy);
  return { length, charsetSize: size, entropy, score, duration: durationOfGuesses(guesses, GUESSES_PER_SECOND) };
}

/** 2^exponent (exponent > 53) as a BigInt with 53 significant bits. */
function powerOfTwo(exponent: number): bigint {
  const shift = Math.floor(exponent) - 52;
  return BigInt(Math.round(2 ** (exponent - shift))) << BigInt(shift);
}

/**
 * How long `guesses` take at `perSecond`: ≤ 1 ms "instantly", ≤ 1 s "less than a second",
 * otherwise the two largest non-zero units of the whole seconds.
 */
export function durationOfGuesses(guesses: bigint, perSecond: bigint): Duration {
  if (guesses * 1000n <= perSecond) return { kind: 'instantly' };
  if (guesses <= perSecond) return { kind: 'lessThanASecond' };
  return splitSeconds(guesses / perSecond);
}

/** The same wording for a duration in (possibly fractional or huge) seconds, e.g. from zxcvbn. */
export function durationOfSeconds(seconds: number): Duration {
  if (!(seconds > 0.001)) return { kind: 'instantly' };
  if (seconds <= 1) return { kind: 'lessThanASecond' };
  return splitSeconds(Number.isFinite(seconds) ? BigInt(Math.floor(seconds)) : 10n ** 400n);
}

function splitSeconds(total: bigint): Duration {
  const parts: { unit: DurationUnit; count: bigint }[] = [];
  let rest = total;
  for (const [unit, seconds] of DURATION_UNITS) {
    const count = rest / seconds;
    rest %= seconds;
    if (count > 0n) parts.push({ unit, count });
    if (parts.length === 2) break;
  }
  return { kind: 'units', parts };
}

/**
 * Mantissa (3 significant digits) and exponent of a positive BigInt, for exponent display.
 * Huge values (a pasted novel as password) go through logarithms of their top 64 bits instead of
 * a decimal conversion, which would cost tens of milliseconds.
 */
export function scientific(value: bigint): { mantissa: number; exponent: number } {
  const hexDigits = value.toString(16).length;
  if (hexDigits > 200) {
    const shift = (hexDigits - 16) * 4;
    const log10 = Math.log10(Number(value >> BigInt(shift))) + shift * Math.log10(2);
    return normalise(Math.round(10 ** (log10 - Math.floor(log10)) * 100) / 100, Math.floor(log10));
  }
  const digits = value.toString();
  const exponent = digits.length - 1;
  const mantissa = digits.length < 4 ? Number(digits) / 10 ** exponent : Math.round(Number(digits.slice(0, 4)) / 10) / 100;
  return normalise(mantissa, exponent);
}

/** 9.996 rounds to 10.0: carry it into the exponent. */
const normalise = (mantissa: number, exponent: number) =>
  mantissa >= 10 ? { mantissa: 1, exponent: exponent + 1 } : { mantissa, exponent };
