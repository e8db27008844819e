import { createHMAC } from 'hash-wasm';
import { Base64SyntaxError, base64ToBytes, parseHex } from '@/lib/encoding';
import { InputError } from '@/lib/errors';
import { createHasher, decodeInput, type Algorithm, type InputEncoding } from '@/lib/hashing/digests';

/** The hashing functions offered, in screen order. */
export const HMAC_ALGORITHMS = [
  'MD5',
  'RIPEMD160',
  'SHA1',
  'SHA224',
  'SHA256',
  'SHA384',
  'SHA512',
  'SHA3-224',
  'SHA3-256',
  'SHA3-384',
  'SHA3-512',
  'Keccak-512',
] as const satisfies readonly Algorithm[];
export type HmacAlgorithm = (typeof HMAC_ALGORITHMS)[number];

export const isHmacAlgorithm = (value: string): value is HmacAlgorithm => (HMAC_ALGORITHMS as readonly string[]).includes(value);

export type KeyEncoding = InputEncoding;

/** The key bytes: UTF-8 text, hexadecimal or Base64 (as the text input). Throws InputError. */
export function decodeKey(key: string, encoding: KeyEncoding): Uint8Array {
  if (encoding === 'utf8') return new TextEncoder().encode(key);
  if (encoding === 'hex') {
    const bytes = parseHex(key);
    if (!bytes) throw new InputError('invalidHexKey');
    return bytes;
  }
  try {
    return base64ToBytes(key, 'lenient');
  } catch (error) {
    if (error instanceof Base64SyntaxError) throw new InputError('invalidBase64Key');
    throw error;
  }
}

/**
 * HMAC (RFC 2104) of a message with hash-wasm's incremental hashers; the block size of the SHA-3
 * and Keccak functions is their rate, as NIST specifies for HMAC-SHA3.
 */
export async function hmacBytes(message: Uint8Array, key: Uint8Array, algorithm: HmacAlgorithm): Promise<Uint8Array> {
  const hmac = await createHMAC(createHasher(algorithm), key);
  hmac.init();
  hmac.update(message);
  return hmac.digest('binary');
}

/** Worker entry point for text mode: always computes (empty text and empty key included); bad input throws InputError. */
export async function hmacText(
  text: string,
  encoding: InputEncoding,
  key: Uint8Array,
  algorithm: HmacAlgorithm,
): Promise<Uint8Array> {
  return hmacBytes(decodeInput(text, encoding), key, algorithm);
}
