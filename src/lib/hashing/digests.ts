import {
  createBLAKE2b,
  createBLAKE3,
  createCRC32,
  createKeccak,
  createMD5,
  createRIPEMD160,
  createSHA1,
  createSHA224,
  createSHA256,
  createSHA3,
  createSHA384,
  createSHA512,
  type IHasher,
} from 'hash-wasm';
import { Base64SyntaxError, base64ToBytes, bytesToBase64, bytesToBinary, bytesToHex, parseHex } from '@/lib/encoding';
import { InputError } from '@/lib/errors';

/** The digests, in the order their rows appear on screen. */
export const ALGORITHMS = [
  'MD5',
  'SHA1',
  'SHA256',
  'SHA224',
  'SHA512',
  'SHA384',
  'SHA3-224',
  'SHA3-256',
  'SHA3-384',
  'SHA3-512',
  'Keccak-512',
  'RIPEMD160',
  'BLAKE2b-512',
  'BLAKE3',
  'CRC32',
] as const;
export type Algorithm = (typeof ALGORITHMS)[number];

export const isAlgorithm = (value: string): value is Algorithm => (ALGORITHMS as readonly string[]).includes(value);

/** A fresh, initialised incremental hasher (hash-wasm: one WASM instance each). */
export function createHasher(algorithm: Algorithm): Promise<IHasher> {
  switch (algorithm) {
    case 'MD5':
      return createMD5();
    case 'SHA1':
      return createSHA1();
    case 'SHA224':
      return createSHA224();
    case 'SHA256':
      return createSHA256();
    case 'SHA384':
      return createSHA384();
    case 'SHA512':
      return createSHA512();
    case 'SHA3-224':
      return createSHA3(224);
    case 'SHA3-256':
      return createSHA3(256);
    case 'SHA3-384':
      return createSHA3(384);
    case 'SHA3-512':
      return createSHA3(512);
    case 'Keccak-512':
      // Original Keccak padding (0x01), the pre-FIPS-202 value some libraries call "SHA3".
      return createKeccak(512);
    case 'RIPEMD160':
      return createRIPEMD160();
    case 'BLAKE2b-512':
      return createBLAKE2b(512);
    case 'BLAKE3':
      return createBLAKE3(256);
    case 'CRC32':
      // IEEE 802.3 polynomial (reflected 0xEDB88320), hash-wasm's default.
      return createCRC32();
  }
}

/**
 * Rough single-core cost of each digest in ms per MiB (hash-wasm in Chromium, measured by
 * bench/hash-base64). Only the ratios matter: they balance the digests over two workers.
 */
export const COST_MS_PER_MIB: Record<Algorithm, number> = {
  MD5: 1.8,
  SHA1: 1.5,
  SHA256: 2.6,
  SHA224: 2.6,
  SHA512: 2.0,
  SHA384: 2.0,
  'SHA3-224': 2.7,
  'SHA3-256': 2.8,
  'SHA3-384': 3.7,
  'SHA3-512': 5.3,
  'Keccak-512': 5.3,
  RIPEMD160: 2.1,
  'BLAKE2b-512': 1.0,
  BLAKE3: 1.4,
  CRC32: 0.5,
};

/** Cost of reading a file chunk into memory, in the same unit (the reader worker pays it). */
export const READ_COST_MS_PER_MIB = 0.7;

export type InputEncoding = 'utf8' | 'hex' | 'base64';

/**
 * The bytes a text stands for: UTF-8 text, hexadecimal (whitespace and case ignored, even
 * length) or Base64 (standard or URL-safe, padding optional).
 */
export function decodeInput(text: string, encoding: InputEncoding): Uint8Array {
  if (encoding === 'utf8') return new TextEncoder().encode(text);
  if (encoding === 'hex') {
    const bytes = parseHex(text);
    if (!bytes) throw new InputError('invalidHex');
    return bytes;
  }
  try {
    return base64ToBytes(text, 'lenient');
  } catch (error) {
    if (error instanceof Base64SyntaxError) throw new InputError('invalidBase64');
    throw error;
  }
}

export type Digests = Partial<Record<Algorithm, Uint8Array>>;

/** Digests of one in-memory message, feeding each hasher once. */
export async function hashBytes(bytes: Uint8Array, algorithms: readonly Algorithm[]): Promise<Digests> {
  const digests: Digests = {};
  for (const algorithm of algorithms) {
    const hasher = await createHasher(algorithm);
    hasher.init();
    hasher.update(bytes);
    digests[algorithm] = hasher.digest('binary');
  }
  return digests;
}

export type DigestEncoding = 'Bin' | 'Hex' | 'Base64' | 'Base64url';
export const DIGEST_ENCODINGS: readonly DigestEncoding[] = ['Bin', 'Hex', 'Base64', 'Base64url'];

/** Binary: bits MSB first; hex: lower case; Base64 padded; Base64url unpadded. */
export function formatDigest(digest: Uint8Array, encoding: DigestEncoding): string {
  switch (encoding) {
    case 'Bin':
      return bytesToBinary(digest);
    case 'Hex':
      return bytesToHex(digest);
    case 'Base64':
      return bytesToBase64(digest);
    case 'Base64url':
      return bytesToBase64(digest, { url: true });
  }
}

/**
 * The bytes an expected digest may stand for: trimmed, first whitespace-separated token (so a
 * `sha256sum` line works), read as hex and as Base64/Base64url (padding optional).
 */
export function expectedDigestCandidates(expected: string): Uint8Array[] {
  const token = expected.trim().split(/\s+/)[0] ?? '';
  if (!token) return [];
  const candidates: Uint8Array[] = [];
  const hex = parseHex(token);
  if (hex) candidates.push(hex);
  try {
    const bytes = base64ToBytes(token, 'lenient');
    // Only the canonical spelling: a digest with different trailing bits is a different string.
    const canonical = token.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
    if (bytesToBase64(bytes, { pad: false }) === canonical) candidates.push(bytes);
  } catch {
    // not Base64
  }
  return candidates;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** The rows whose digest equals the expected value (hex case-insensitive, Base64, Base64url). */
export function matchingDigests<K extends string>(expected: string, digests: readonly [K, Uint8Array][]): K[] {
  const candidates = expectedDigestCandidates(expected);
  return digests.filter(([, digest]) => candidates.some((c) => sameBytes(c, digest))).map(([key]) => key);
}

/**
 * Splits digests between the reader worker (which also pays for reading) and a second worker,
 * minimising the slower of the two. Exhaustive over subsets: at most 2^15 cheap evaluations.
 */
export function splitDigests<T>(
  items: readonly T[],
  cost: (item: T) => number,
  readCost = READ_COST_MS_PER_MIB,
): { reader: T[]; helper: T[] } {
  const costs = items.map(cost);
  const total = costs.reduce((a, b) => a + b, 0);
  let best = { mask: 0, makespan: Number.POSITIVE_INFINITY };
  for (let mask = 0; mask < 1 << items.length; mask++) {
    let readerCost = readCost;
    for (let i = 0; i < items.length; i++) if (mask & (1 << i)) readerCost += costs[i]!;
    const makespan = Math.max(readerCost, total - (readerCost - readCost));
    // Ties favour fewer digests on the reader, so reading never waits on hashing.
    if (makespan < best.makespan - 1e-9) best = { mask, makespan };
  }
  return {
    reader: items.filter((_, i) => best.mask & (1 << i)),
    helper: items.filter((_, i) => !(best.mask & (1 << i))),
  };
}
