import { afterEach, describe, expect, it, vi } from 'vitest';
import { InputError } from '@/lib/errors';
import { eui64, ntpTimestamp, parseMac, ulaPrefix } from './logic';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const noNoise = (buffer: Uint32Array) => buffer.fill(0);
const allNoise = (buffer: Uint32Array) => buffer.fill(0xffffffff);

describe('parseMac', () => {
  it.each([
    ['20:37:06:12:34:56', '203706123456'],
    ['20-37-06-12-34-56', '203706123456'],
    ['  AB:cd:EF:01:23:45 ', 'abcdef012345'],
    ['2037.0612.3456', '203706123456'],
    ['203706123456', '203706123456'],
  ])('%j → %s', (text, bytes) => expect(hex(parseMac(text))).toBe(bytes));

  it.each([
    ['', new InputError('macErrors.format')],
    ['20:37:06:12:34:5g', new InputError('macErrors.format')],
    ['20:37-06:12:34:56', new InputError('macErrors.format')],
    ['20:37:06:12:34:56:78', new InputError('macErrors.format')],
    ['2037061234567', new InputError('macErrors.format')],
    ['20373', new InputError('macErrors.format')],
    ['２０:37:06:12:34:56', new InputError('macErrors.format')],
    ['20:37:06', new InputError('macErrors.partial', { bytes: 3 })],
    ['20-37-06-12-34', new InputError('macErrors.partial', { bytes: 5 })],
    ['203706', new InputError('macErrors.partial', { bytes: 3 })],
  ])('%j is refused', (text, error) => expect(() => parseMac(text)).toThrow(error));
});

describe('eui64 (RFC 4291 appendix A)', () => {
  it.each([
    ['203706123456', '223706fffe123456'],
    ['0034567890ab', '023456fffe7890ab'],
    ['020000000000', '000000fffe000000'],
  ])('%s → %s', (mac, expected) => expect(hex(eui64(parseMac(mac)))).toBe(expected));
});

describe('ntpTimestamp', () => {
  it.each([
    // 2024-01-01T00:00:00.500Z: seconds since 1900, half a second.
    [1_704_067_200_500, 0xe93c7f00, 0x80000000],
    [0, 2_208_988_800, 0],
    // 1 ms = 4294967.296 / 2^32; bits below the millisecond are noise, zero here.
    [1, 2_208_988_800, 0x400000],
    // NTP era 1 starts in 2036: seconds wrap.
    [Date.UTC(2036, 1, 7, 6, 28, 16), 0, 0],
  ])('%i ms', (unixMs, seconds, fraction) => expect(ntpTimestamp(unixMs, noNoise)).toEqual({ seconds, fraction }));

  it('fills only the sub-millisecond bits with randomness', () => {
    expect(ntpTimestamp(500, allNoise).fraction).toBe(0x803fffff);
    const a = ntpTimestamp(1_704_067_200_500);
    const b = ntpTimestamp(1_704_067_200_500);
    expect(a.seconds).toBe(b.seconds);
    expect(a.fraction >>> 22).toBe(b.fraction >>> 22);
  });
});

describe('ulaPrefix (SHA-1 of NTP time ‖ EUI-64, low 40 bits)', () => {
  // Expected digests computed independently (Python hashlib.sha1 over the same 16 bytes).
  it.each([
    ['20:37:06:12:34:56', { seconds: 0xe7a1b2c3, fraction: 0x12345678 }, 'fde9:6b40:4d50'],
    ['00:00:00:00:00:00', { seconds: 0, fraction: 0 }, 'fdc1:7152:ad3e'],
  ])('%s', async (mac, time, prefix) => {
    await expect(ulaPrefix(parseMac(mac), time)).resolves.toEqual({
      ula: `${prefix}::/48`,
      firstBlock: `${prefix}:0::/64`,
      lastBlock: `${prefix}:ffff::/64`,
    });
  });

  it('changes with the time and keeps 4-digit lower-case groups', async () => {
    const mac = parseMac('20:37:06:12:34:56');
    const a = await ulaPrefix(mac, ntpTimestamp(Date.now()));
    const b = await ulaPrefix(mac, ntpTimestamp(Date.now()));
    expect(a.ula).not.toBe(b.ula);
    expect(a.ula).toMatch(/^fd[0-9a-f]{2}:[0-9a-f]{4}:[0-9a-f]{4}::\/48$/);
  });
});

describe('ulaPrefix without WebCrypto (neither HTTPS nor localhost)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a secure context is needed', async () => {
    vi.stubGlobal('crypto', {});
    await expect(ulaPrefix(parseMac('20:37:06:12:34:56'), { seconds: 0, fraction: 0 })).rejects.toThrow(
      new InputError('insecureContext'),
    );
  });
});
