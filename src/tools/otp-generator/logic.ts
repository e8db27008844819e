import { HOTP, Secret } from 'otpauth';
import { checkPeriod, normalizeSecret, type OtpAlgorithm, type TotpOptions, type TotpState } from './secret';

// The page loads this module (and otpauth, ~9 KB gzip) after its form; ./secret needs neither.
export * from './secret';

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
