import { describe, expect, it } from 'vitest';
import vectors from '../../../tests/vectors/otp-rfc4226-rfc6238.json';
import {
  checkCode,
  generateSecret,
  hotp,
  keyUri,
  normalizeSecret,
  secretToHex,
  totp,
  totpState,
  type OtpAlgorithm,
} from './logic';

const ascii = (text: string) => new TextEncoder().encode(text);
const algorithmOf = (name: string) => name.toUpperCase() as OtpAlgorithm;
// "12345678901234567890" in Base32 (RFC 4648).
const RFC_SECRET_BASE32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('RFC 4226 Appendix D (HOTP, SHA-1, 6 digits)', () => {
  it.each(vectors.hotp)('counter $counter → $otp', ({ secretAscii, counter, otp }) => {
    expect(hotp(ascii(secretAscii), counter, 'SHA1', 6)).toBe(otp);
  });
});

describe('RFC 6238 Appendix B (TOTP, 8 digits, 30 s)', () => {
  it.each(vectors.totp)('$algorithm at $time → $otp', ({ time, algorithm, secretAscii, period, digits, otp }) => {
    expect(totp(ascii(secretAscii), time, algorithmOf(algorithm), digits, period)).toBe(otp);
  });

  it('gives the same codes through the Base32 secret, with the previous and next periods', () => {
    const state = totpState({ secret: RFC_SECRET_BASE32, algorithm: 'SHA1', digits: 8, period: 30 }, 59_000);
    expect(state).toEqual({
      previous: totp(ascii('12345678901234567890'), 29, 'SHA1', 8, 30),
      current: '94287082',
      next: totp(ascii('12345678901234567890'), 89, 'SHA1', 8, 30),
      counter: 1,
      paddedHex: '0000000000000001',
      epochSeconds: 59,
      remaining: 1,
    });
    const later = totpState(
      { secret: RFC_SECRET_BASE32.toLowerCase(), algorithm: 'SHA1', digits: 8, period: 30 },
      1_111_111_109_999,
    );
    expect(later.current).toBe('07081804');
    expect(later.paddedHex).toBe('00000000023523ec');
  });
});

describe('totpState', () => {
  const base = { secret: RFC_SECRET_BASE32, algorithm: 'SHA256' as const, digits: 6, period: 30 };
  it('keeps leading zeros and has no previous code before the epoch’s first period', () => {
    const state = totpState({ ...base, algorithm: 'SHA1', digits: 8 }, 10_000);
    expect(state.previous).toBe('');
    expect(state.current).toMatch(/^\d{8}$/);
    expect(totpState({ ...base, algorithm: 'SHA1', digits: 8 }, 1_111_111_109_000).current).toBe('07081804');
  });
  it.each([1, 60, 300])('period %i', (period) => {
    const state = totpState({ ...base, period }, 1_234_567_890_000);
    expect(state.counter).toBe(Math.floor(1_234_567_890 / period));
    expect(state.remaining).toBe(period - (1_234_567_890 % period));
    expect(state.current).toMatch(/^\d{6}$/);
  });
  it.each([0, 301, 2.5, Number.NaN])('reports the period %d as out of range', (period) => {
    expect(() => totpState({ ...base, period }, 0)).toThrow(expect.objectContaining({ key: 'periodRange' }));
  });
  it.each([
    ['', 'secretEmpty'],
    ['  ', 'secretEmpty'],
    ['ABC1', 'secretNotBase32'],
    ['JBSWY3DP€', 'secretNotBase32'],
  ])('reports the secret %j (%s)', (secret, key) => {
    expect(() => totpState({ ...base, secret }, 0)).toThrow(expect.objectContaining({ name: 'InputError', key }));
  });
});

describe('secrets', () => {
  it('draws 16 Base32 characters, different each time', () => {
    const secrets = new Set(Array.from({ length: 50 }, generateSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{16}$/);
  });
  it('draws 80 bits: the secret decodes to 10 bytes', () => {
    expect(secretToHex(generateSecret())).toMatch(/^[0-9a-f]{20}$/);
  });
  it('shows the secret in hexadecimal, ignoring case, spaces and padding', () => {
    expect(secretToHex(RFC_SECRET_BASE32)).toBe('3132333435363738393031323334353637383930');
    expect(secretToHex('mzxw 6ytb oi======')).toBe('666f6f626172');
    expect(normalizeSecret(' jbsw y3dp ')).toBe('JBSWY3DP');
  });
});

describe('keyUri', () => {
  it('percent-encodes the issuer and account name (Unicode included)', () => {
    const uri = keyUri({
      secret: 'jbsw y3dp',
      algorithm: 'SHA512',
      digits: 8,
      period: 60,
      issuer: 'Tool shed',
      accountName: 'zoë@example.com',
    });
    expect(uri).toBe(
      'otpauth://totp/Tool%20shed:zo%C3%AB%40example.com?issuer=Tool%20shed&secret=JBSWY3DP&algorithm=SHA512&digits=8&period=60',
    );
  });
});

describe('checkCode', () => {
  const state = { previous: '111111', current: '222222', next: '333333' };
  it.each([
    ['222222', 'current'],
    ['222 222', 'current'],
    ['111111', 'previous'],
    ['333333', 'next'],
    ['444444', 'invalid'],
    ['', 'invalid'],
  ])('%j is %s', (code, result) => expect(checkCode(code, state)).toBe(result));
});
