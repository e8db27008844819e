// What the page needs before the codes: the options, the secret's checks, the key URI. No otpauth
// here, so the form draws without it.
import { InputError } from '@/lib/errors';

export const OTP_ALGORITHMS = ['SHA1', 'SHA256', 'SHA512'] as const;
export type OtpAlgorithm = (typeof OTP_ALGORITHMS)[number];
export const OTP_DIGITS = ['6', '7', '8'] as const;
export const MIN_PERIOD = 1;
export const MAX_PERIOD = 300;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** 16 Base32 characters: 80 random bits (10 bytes), the size most authenticator apps expect. */
const SECRET_LENGTH = 16;

export interface TotpOptions {
  /** Base32 (RFC 4648), case-insensitive; spaces and `=` padding are ignored. */
  secret: string;
  algorithm: OtpAlgorithm;
  digits: number;
  /** Seconds, 1–300. */
  period: number;
}

export interface TotpState {
  previous: string;
  current: string;
  next: string;
  /** floor(epoch / period): the HOTP counter of the current code (RFC 6238 §4.2). */
  counter: number;
  /** The counter as 16 hexadecimal digits (the 8-byte moving factor). */
  paddedHex: string;
  epochSeconds: number;
  /** Seconds left until the next code (period − epoch mod period). */
  remaining: number;
}

/**
 * A new random secret in Base32, from crypto.getRandomValues: each character takes 5 bits of a
 * random byte (32 divides 256, so every letter is equally likely).
 */
export function generateSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SECRET_LENGTH));
  return Array.from(bytes, (byte) => BASE32_ALPHABET[byte & 31]).join('');
}

/** The secret as Base32 letters only: spaces and `=` dropped, upper case. Throws InputError when unusable. */
export function normalizeSecret(secret: string): string {
  const cleaned = secret.replace(/[\s=]/g, '').toUpperCase();
  if (cleaned === '') throw new InputError('secretEmpty');
  if (!/^[A-Z2-7]+$/.test(cleaned)) throw new InputError('secretNotBase32');
  return cleaned;
}

export function checkPeriod(period: number): void {
  if (!Number.isInteger(period) || period < MIN_PERIOD || period > MAX_PERIOD) throw new InputError('periodRange');
}

export interface KeyUriOptions extends TotpOptions {
  issuer: string;
  accountName: string;
}

/** The Key URI Format authenticator apps read: otpauth://totp/Issuer:Account?issuer=…&secret=…, percent-encoded. */
export function keyUri(options: KeyUriOptions): string {
  const issuer = encodeURIComponent(options.issuer);
  const label = `${issuer}:${encodeURIComponent(options.accountName)}`;
  const query = [
    `issuer=${issuer}`,
    `secret=${normalizeSecret(options.secret)}`,
    `algorithm=${options.algorithm}`,
    `digits=${options.digits}`,
    `period=${options.period}`,
  ].join('&');
  return `otpauth://totp/${label}?${query}`;
}

export type CodeCheck = 'current' | 'previous' | 'next' | 'invalid';

/** Which period a typed code belongs to (spaces ignored), or invalid. */
export function checkCode(code: string, state: Pick<TotpState, 'previous' | 'current' | 'next'>): CodeCheck {
  const typed = code.replace(/\s/g, '');
  if (typed === '') return 'invalid';
  if (typed === state.current) return 'current';
  if (typed === state.previous) return 'previous';
  if (typed === state.next) return 'next';
  return 'invalid';
}
