import { blake2b } from '@noble/hashes/blake2.js';
import { blake3 } from '@noble/hashes/blake3.js';
import { md5, ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { sha224, sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { keccak_512, sha3_224, sha3_256, sha3_384, sha3_512 } from '@noble/hashes/sha3.js';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '@/lib/encoding';
import { InputError } from '@/lib/errors';
import digestVectors from '../../../tests/vectors/digests.json';
import extraVectors from '../../../tests/vectors/digests-extra.json';
import {
  ALGORITHMS,
  decodeInput,
  expectedDigestCandidates,
  formatDigest,
  hashBytes,
  matchingDigests,
  splitDigests,
  type Algorithm,
} from './digests';

const VECTOR_ALGORITHM: Record<string, Algorithm> = {
  md5: 'MD5',
  sha1: 'SHA1',
  sha224: 'SHA224',
  sha256: 'SHA256',
  sha384: 'SHA384',
  sha512: 'SHA512',
  'sha3-224': 'SHA3-224',
  'sha3-256': 'SHA3-256',
  'sha3-384': 'SHA3-384',
  'sha3-512': 'SHA3-512',
  'keccak-512': 'Keccak-512',
  ripemd160: 'RIPEMD160',
  blake2b512: 'BLAKE2b-512',
  blake3: 'BLAKE3',
  crc32: 'CRC32',
};

/** @noble/hashes, the independent pure-JS cross-check (CRC32 is checked by vectors only). */
const NOBLE: Partial<Record<Algorithm, (bytes: Uint8Array) => Uint8Array>> = {
  MD5: md5,
  SHA1: sha1,
  SHA256: sha256,
  SHA224: sha224,
  SHA512: sha512,
  SHA384: sha384,
  'SHA3-224': sha3_224,
  'SHA3-256': sha3_256,
  'SHA3-384': sha3_384,
  'SHA3-512': sha3_512,
  'Keccak-512': keccak_512,
  RIPEMD160: ripemd160,
  'BLAKE2b-512': blake2b,
  BLAKE3: blake3,
};

const utf8 = (text: string) => new TextEncoder().encode(text);
const messageOf = (v: { message: string; text: string }) => (v.message === 'million-a' ? 'a'.repeat(1_000_000) : v.text);

describe('FIPS 180-4 / FIPS 202 / RIPEMD / BLAKE2 vectors', () => {
  it.each(digestVectors.vectors)('$algorithm of $message', async (vector) => {
    const algorithm = VECTOR_ALGORITHM[vector.algorithm]!;
    const digests = await hashBytes(utf8(messageOf(vector)), [algorithm]);
    expect(bytesToHex(digests[algorithm]!)).toBe(vector.hex);
  });
});

describe('Keccak-512, BLAKE3 and CRC32 vectors', () => {
  it.each(extraVectors.vectors)('$algorithm of "$text" / $inputLength bytes', async (vector) => {
    const algorithm = VECTOR_ALGORITHM[vector.algorithm]!;
    const input =
      'inputLength' in vector && vector.inputLength !== undefined
        ? Uint8Array.from({ length: vector.inputLength }, (_, i) => i % 251)
        : utf8(vector.text ?? '');
    const digests = await hashBytes(input, [algorithm]);
    expect(bytesToHex(digests[algorithm]!)).toBe(vector.hex);
  });
});

describe('every algorithm agrees with @noble/hashes', () => {
  const inputs = ['', 'a', 'héllo wörld — 你好 🌍', 'x'.repeat(1000)];
  it.each(Object.keys(NOBLE) as Algorithm[])('%s', async (algorithm) => {
    for (const text of inputs) {
      const digests = await hashBytes(utf8(text), [algorithm]);
      expect(bytesToHex(digests[algorithm]!)).toBe(bytesToHex(NOBLE[algorithm]!(utf8(text))));
    }
  });

  it('covers all fifteen rows, in screen order, with the expected sizes', async () => {
    const digests = await hashBytes(new Uint8Array(), ALGORITHMS);
    expect(ALGORITHMS.map((a) => digests[a]!.length)).toEqual([16, 20, 32, 28, 64, 48, 28, 32, 48, 64, 64, 20, 64, 32, 4]);
  });
});

describe('decodeInput', () => {
  it.each([
    ['abc', 'utf8', [0x61, 0x62, 0x63]],
    ['é', 'utf8', [0xc3, 0xa9]],
    ['', 'utf8', []],
    ['61 62\n63', 'hex', [0x61, 0x62, 0x63]],
    ['DEADbeef', 'hex', [0xde, 0xad, 0xbe, 0xef]],
    ['YWJj', 'base64', [0x61, 0x62, 0x63]],
    ['YWI', 'base64', [0x61, 0x62]],
    ['-_8', 'base64', [0xfb, 0xff]],
    ['', 'hex', []],
  ] as const)('%j as %s', (text, encoding, bytes) => {
    expect([...decodeInput(text, encoding)]).toEqual(bytes);
  });

  it.each([
    ['abc', 'hex', 'invalidHex'],
    ['zz', 'hex', 'invalidHex'],
    ['YW*j', 'base64', 'invalidBase64'],
    ['Y', 'base64', 'invalidBase64'],
  ] as const)('%j as %s is %s', (text, encoding, key) => {
    expect(() => decodeInput(text, encoding)).toThrow(expect.objectContaining({ key }));
    expect(() => decodeInput(text, encoding)).toThrow(InputError);
  });
});

describe('formatDigest', () => {
  const digest = Uint8Array.of(0xfb, 0xff, 0x01);
  it.each([
    ['Bin', '111110111111111100000001'],
    ['Hex', 'fbff01'],
    ['Base64', '+/8B'],
    ['Base64url', '-_8B'],
  ] as const)('%s', (encoding, expected) => expect(formatDigest(digest, encoding)).toBe(expected));

  it('pads Base64 and not Base64url', () => {
    expect(formatDigest(Uint8Array.of(1), 'Base64')).toBe('AQ==');
    expect(formatDigest(Uint8Array.of(1), 'Base64url')).toBe('AQ');
  });
});

describe('expected digest comparison', () => {
  const md5Abc = Uint8Array.from(md5(utf8('abc')));
  const rows: [string, Uint8Array][] = [
    ['MD5', md5Abc],
    ['SHA1', Uint8Array.from(sha1(utf8('abc')))],
  ];
  it.each([
    ['900150983cd24fb0d6963f7d28e17f72', ['MD5']],
    ['  900150983CD24FB0D6963F7D28E17F72  ', ['MD5']],
    ['900150983cd24fb0d6963f7d28e17f72  file.txt\n', ['MD5']],
    ['kAFQmDzST7DWlj99KOF/cg==', ['MD5']],
    ['kAFQmDzST7DWlj99KOF_cg', ['MD5']],
    ['a9993e364706816aba3e25717850c26c9cd0d89d', ['SHA1']],
    ['900150983cd24fb0d6963f7d28e17f73', []],
    // Same bytes, but not the canonical Base64 spelling (different unused trailing bits).
    ['kAFQmDzST7DWlj99KOF/ch==', []],
    ['not a digest', []],
    ['', []],
  ])('%j', (expected, matches) => expect(matchingDigests(expected, rows)).toEqual(matches));

  it('has no candidate for blank input', () => expect(expectedDigestCandidates('  \n')).toEqual([]));
});

describe('splitDigests', () => {
  const cost = (x: number) => x;
  it('gives a lone digest to the helper, so reading overlaps hashing', () => {
    expect(splitDigests([3], cost, 1)).toEqual({ reader: [], helper: [3] });
  });
  it('balances the load, counting the reading on the reader', () => {
    const { reader, helper } = splitDigests([4, 3, 3, 2], cost, 1);
    const load = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(Math.max(load(reader) + 1, load(helper))).toBe(7);
    expect([...reader, ...helper].sort()).toEqual([2, 3, 3, 4]);
  });
  it('handles nothing to split', () => expect(splitDigests([], cost)).toEqual({ reader: [], helper: [] }));
  it('splits all fifteen in reasonable shape', () => {
    const { reader, helper } = splitDigests([...ALGORITHMS], () => 1, 0.5);
    expect(reader.length + helper.length).toBe(15);
    expect(Math.abs(reader.length - helper.length)).toBeLessThanOrEqual(1);
  });
});
