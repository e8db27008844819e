import { InputError } from '@/lib/errors';
import { secureRandom, type RandomSource } from '@/lib/random';

/** Seconds from the NTP epoch (1900-01-01) to the Unix epoch (1970-01-01). */
const NTP_UNIX_OFFSET = 2_208_988_800;
/** Fraction bits finer than a millisecond (2^-10 s ≈ 0.98 ms): the clock cannot fill them. */
const SUB_MILLISECOND_BITS = 0x3f_ffff;

/** A 64-bit NTP timestamp: whole seconds since 1900 and the 32-bit binary fraction of a second. */
export interface NtpTimestamp {
  seconds: number;
  fraction: number;
}

/**
 * The NTP-format time of `unixMs`. Its fraction bits below the millisecond come from
 * crypto.getRandomValues, so two Refreshes in the same millisecond still give different IDs.
 * Seconds wrap at 2^32 as NTP eras do.
 */
export function ntpTimestamp(unixMs: number, random: RandomSource = secureRandom): NtpTimestamp {
  const seconds = (Math.floor(unixMs / 1000) + NTP_UNIX_OFFSET) % 2 ** 32;
  const milliseconds = ((unixMs % 1000) + 1000) % 1000;
  const clockFraction = Math.floor((milliseconds * 2 ** 32) / 1000);
  const [noise = 0] = random(new Uint32Array(1));
  const fraction = ((clockFraction & ~SUB_MILLISECOND_BITS) | (noise & SUB_MILLISECOND_BITS)) >>> 0;
  return { seconds, fraction };
}

const HEX_PAIRS = /^[0-9a-f]{2}(?:([:-])[0-9a-f]{2}){2,5}$/i;
const CISCO = /^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/i;
const BARE = /^[0-9a-f]{6,12}$/i;

/**
 * The bytes of a MAC address written as 3–6 hex pairs separated by `:` or `-` (one kind),
 * Cisco `xxxx.xxxx.xxxx`, or 6–12 bare hex digits. Throws 'macErrors.format' or, when fewer than 6
 * bytes are given (an EUI-64 needs all 48 bits), 'macErrors.partial'.
 */
export function parseMac(text: string): Uint8Array {
  const trimmed = text.trim();
  const pairs = HEX_PAIRS.exec(trimmed);
  const separatorsAgree = !pairs || trimmed.split(/[:-]/).length - 1 === trimmed.split(pairs[1] ?? ':').length - 1;
  if (!(pairs && separatorsAgree) && !CISCO.test(trimmed) && !(BARE.test(trimmed) && trimmed.length % 2 === 0))
    throw new InputError('macErrors.format');
  const digits = trimmed.replace(/[^0-9a-f]/gi, '');
  if (digits.length !== 12) throw new InputError('macErrors.partial', { bytes: digits.length / 2 });
  return Uint8Array.from(digits.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

/** Modified EUI-64 (RFC 4291 appendix A): FFFE in the middle and the U/L bit inverted. */
export function eui64(mac: Uint8Array): Uint8Array {
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = mac;
  return Uint8Array.of(a ^ 0x02, b, c, 0xff, 0xfe, d, e, f);
}

export interface UlaPrefix {
  /** fdXX:XXXX:XXXX::/48 */
  ula: string;
  /** fdXX:XXXX:XXXX:0::/64 */
  firstBlock: string;
  /** fdXX:XXXX:XXXX:ffff::/64 */
  lastBlock: string;
}

/**
 * RFC 4193 §3.2.2: SHA-1 of the 64-bit NTP time followed by the EUI-64; the digest's low 40 bits
 * are the Global ID after the `fd` prefix. Groups are 4 lower-case digits. The SHA-1 is WebCrypto's
 * (no hash library on the page); without it (not HTTPS nor localhost) throws InputError 'insecureContext'.
 */
export async function ulaPrefix(mac: Uint8Array, time: NtpTimestamp): Promise<UlaPrefix> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new InputError('insecureContext');
  const input = new Uint8Array(16);
  const view = new DataView(input.buffer);
  view.setUint32(0, time.seconds);
  view.setUint32(4, time.fraction);
  input.set(eui64(mac), 8);
  const globalId = new Uint8Array(await subtle.digest('SHA-1', input)).slice(15);
  const hex = ['fd', ...Array.from(globalId, (byte) => byte.toString(16).padStart(2, '0'))].join('');
  const prefix = `${hex.slice(0, 4)}:${hex.slice(4, 8)}:${hex.slice(8, 12)}`;
  return { ula: `${prefix}::/48`, firstBlock: `${prefix}:0::/64`, lastBlock: `${prefix}:ffff::/64` };
}
