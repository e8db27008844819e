import { concatBytes as concat } from '@noble/hashes/utils.js';
import { AES, CipherParams, EvpKDF, NoPadding, Rabbit, RC4, TripleDES, WordArray } from 'crypto-es';
import { base64ToBytes, bytesToBase64 } from '@/lib/encoding';
import { InputError } from '@/lib/errors';
import type { Algorithm } from './options';

/** Key and IV sizes (bytes) as crypto-js-style tools derive them; block size 0 = stream cipher. */
const CIPHERS = {
  AES: { impl: AES, keyBytes: 32, ivBytes: 16, blockBytes: 16 }, // AES-256-CBC, PKCS#7
  TripleDES: { impl: TripleDES, keyBytes: 24, ivBytes: 8, blockBytes: 8 }, // DES-EDE3-CBC, PKCS#7
  Rabbit: { impl: Rabbit, keyBytes: 16, ivBytes: 8, blockBytes: 0 },
  RC4: { impl: RC4, keyBytes: 32, ivBytes: 0, blockBytes: 0 },
} as const;

const SALTED = new TextEncoder().encode('Salted__');
export const SALT_BYTES = 8;
/** Bounded input: a pasted ciphertext or text well beyond any realistic use is refused. */
export const MAX_INPUT_CHARS = 10 * 1024 * 1024;

/** OpenSSL EVP_BytesToKey with MD5 and one round (crypto-es's EvpKDF); sizes in bytes, multiples of 4. */
export function evpBytesToKey(passphrase: Uint8Array, salt: Uint8Array, keyBytes: number, ivBytes: number) {
  const derived = toBytes(EvpKDF(toWords(passphrase), toWords(salt), { keySize: (keyBytes + ivBytes) / 4 }));
  return { key: derived.slice(0, keyBytes), iv: derived.slice(keyBytes, keyBytes + ivBytes) };
}

/**
 * Encrypts UTF-8 text in the OpenSSL salted format: Base64 of "Salted__" + 8-byte salt + ciphertext
 * (so it starts "U2FsdGVkX1"). A fresh random salt each run unless one is given (tests).
 * Empty text or an empty key gives ''.
 */
export function encryptText(
  text: string,
  secret: string,
  algorithm: Algorithm,
  salt: Uint8Array = crypto.getRandomValues(new Uint8Array(SALT_BYTES)),
): string {
  if (!text || !secret) return '';
  if (text.length > MAX_INPUT_CHARS) throw new InputError('fileTooLarge');
  const cipher = CIPHERS[algorithm];
  const { key, iv } = evpBytesToKey(utf8(secret), salt, cipher.keyBytes, cipher.ivBytes);
  const encrypted = cipher.impl.encrypt(toWords(utf8(text)), toWords(key), { iv: toWords(iv) });
  if (!encrypted.ciphertext) throw new Error('cipher produced no ciphertext');
  return bytesToBase64(concat(SALTED, salt, toBytes(encrypted.ciphertext)));
}

/**
 * Decrypts the OpenSSL salted format (whitespace in the Base64 ignored) to UTF-8 text.
 * Any failure — bad Base64, no "Salted__" header, bad length or padding, invalid UTF-8, an empty
 * result — throws InputError 'decryptionError': a wrong key cannot be told from a wrong algorithm.
 * Empty input or an empty key gives ''.
 */
export function decryptText(encrypted: string, secret: string, algorithm: Algorithm): string {
  const base64 = encrypted.replace(/\s+/g, '');
  if (!base64 || !secret) return '';
  if (base64.length > MAX_INPUT_CHARS) throw new InputError('fileTooLarge');
  const bytes = fromBase64(base64);
  if (!bytes || bytes.length <= SALTED.length + SALT_BYTES || !startsWith(bytes, SALTED)) throw new InputError('decryptionError');
  const salt = bytes.subarray(SALTED.length, SALTED.length + SALT_BYTES);
  const body = bytes.subarray(SALTED.length + SALT_BYTES);
  const cipher = CIPHERS[algorithm];
  if (cipher.blockBytes && body.length % cipher.blockBytes !== 0) throw new InputError('decryptionError');
  const { key, iv } = evpBytesToKey(utf8(secret), salt, cipher.keyBytes, cipher.ivBytes);
  const params = CipherParams.create({ ciphertext: toWords(body) });
  // The library's unpadding trusts the last byte; we check PKCS#7 ourselves so a wrong key fails.
  const decrypted = toBytes(cipher.impl.decrypt(params, toWords(key), { iv: toWords(iv), padding: NoPadding }));
  const plain = cipher.blockBytes ? unpadPkcs7(decrypted, cipher.blockBytes) : decrypted;
  if (!plain || plain.length === 0) throw new InputError('decryptionError');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new InputError('decryptionError');
  }
}

function unpadPkcs7(bytes: Uint8Array, blockBytes: number): Uint8Array | undefined {
  const pad = bytes[bytes.length - 1] ?? 0;
  if (pad < 1 || pad > blockBytes || pad > bytes.length) return undefined;
  for (let i = bytes.length - pad; i < bytes.length; i++) if (bytes[i] !== pad) return undefined;
  return bytes.subarray(0, bytes.length - pad);
}

const utf8 = (text: string) => new TextEncoder().encode(text);

const startsWith = (bytes: Uint8Array, prefix: Uint8Array) => prefix.every((b, i) => bytes[i] === b);

/** The cipher library holds bytes as big-endian 32-bit words. */
const toWords = (bytes: Uint8Array) => new WordArray(bytes);

function toBytes(words: WordArray): Uint8Array {
  const out = new Uint8Array(words.sigBytes);
  for (let i = 0; i < out.length; i++) out[i] = ((words.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  return out;
}

/** Standard Base64, padding optional; undefined when malformed (URL-safe `- _` included). */
function fromBase64(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined;
  try {
    return base64ToBytes(text, 'lenient');
  } catch {
    return undefined;
  }
}
