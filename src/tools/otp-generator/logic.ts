import { HOTP, Secret } from 'otpauth';
import { InputError } from '@/lib/errors';

export const OTP_ALGORITHMS = ['SHA1', 'SHA256', 'SHA512'] as const;
export type OtpAlgorithm = (typeof OTP_ALGORITHMS)[number];
export const OTP_DIGITS = ['6', '7', '8'] as const;
export const MIN_PERIOD = 1;
export const MAX_PERIOD = 300;
/** 16 Base32 characters: 10 random bytes (80 bits), the size most authenticator apps expect. */
const SECRET_BYTES = 10;

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

/** A new random secret in Base32, drawn by otpauth with crypto.getRandomValues. */
export function generateSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The secret as Base32 letters only: spaces and `=` dropped, upper case. Throws InputError when unusable. */
export function normalizeSecret(secret: string): string {
  const cleaned = secret.replace(/[\s=]/g, '').toUpperCase();
  if (cleaned === '') throw new InputError('secretEmpty');
  if (!/^[A-Z2-7]+$/.test(cleaned)) throw new InputError('secretNotBase32');
  return cleaned;
}

/** The secret's bytes in lower-case hexadecimal. */
export function secretToHex(secret: string): string {
  return Secret.fromBase32(normalizeSecret(secret)).hex.toLowerCase();
}

/** RFC 4226 HOTP of raw key bytes at a counter. */
export function hotp(key: Uint8Array, counter: number, algorithm: OtpAlgorithm, digits: number): string {
  return HOTP.generate({ secret: new Secret({ buffer: key.slice().buffer }), counter, algorithm, digits });
}

/** RFC 6238 TOTP at `epochSeconds` (T0 = 0): the HOTP of floor(epoch / period). */
export function totp(key: Uint8Array, epochSeconds: number, algorithm: OtpAlgorithm, digits: number, period: number): string {
  return hotp(key, Math.floor(epochSeconds / period), algorithm, digits);
}

export function checkPeriod(period: number): void {
  if (!Number.isInteger(period) || period < MIN_PERIOD || period > MAX_PERIOD) throw new InputError('periodRange');
}

/** The codes for the periods before, at and after `nowMs`, and the counter they come from. */
export function totpState(options: TotpOptions, nowMs: number): TotpState {
  checkPeriod(options.period);
  const key = Secret.fromBase32(normalizeSecret(options.secret)).bytes;
  const epochSeconds = Math.floor(nowMs / 1000);
  const counter = Math.floor(epochSeconds / options.period);
  const code = (c: number) => (c < 0 ? '' : hotp(key, c, options.algorithm, options.digits));
  return {
    previous: code(counter - 1),
    current: code(counter),
    next: code(counter + 1),
    counter,
    paddedHex: counter.toString(16).padStart(16, '0'),
    epochSeconds,
    remaining: options.period - (epochSeconds % options.period),
  };
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
