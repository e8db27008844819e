import { createHmac } from 'node:crypto';
import { hmac } from '@noble/hashes/hmac.js';
import { md5, ripemd160, sha1 } from '@noble/hashes/legacy.js';
import { sha224, sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import { keccak_512, sha3_224, sha3_256, sha3_384, sha3_512 } from '@noble/hashes/sha3.js';
import { describe, expect, it } from 'vitest';
import { bytesToHex, parseHex } from '@/lib/encoding';
import rfc2202 from '../../../tests/vectors/hmac-rfc2202.json';
import rfc4231 from '../../../tests/vectors/hmac-rfc4231.json';
import { decodeKey, HMAC_ALGORITHMS, hmacBytes, hmacText, type HmacAlgorithm } from './logic';

const hex = (text: string) => parseHex(text)!;
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('RFC 4231 vectors (HMAC-SHA-224/256/384/512)', () => {
  const cases = rfc4231.vectors.flatMap((v) =>
    (['sha224', 'sha256', 'sha384', 'sha512'] as const).map((name) => ({ ...v, name, expected: v[name] })),
  );
  it.each(cases)('case $case, $name', async ({ keyHex, dataHex, name, expected }) => {
    const algorithm = name.toUpperCase() as HmacAlgorithm;
    expect(bytesToHex(await hmacBytes(hex(dataHex), hex(keyHex), algorithm))).toBe(expected);
  });
});

describe('RFC 2202 vectors (HMAC-MD5, HMAC-SHA-1)', () => {
  it.each(rfc2202.vectors)(
    '$algorithm with a $keyHex.length-digit key',
    async ({ algorithm, keyHex, dataHex, hex: expected }) => {
      const name = algorithm === 'md5' ? 'MD5' : 'SHA1';
      expect(bytesToHex(await hmacBytes(hex(dataHex), hex(keyHex), name))).toBe(expected);
    },
  );
});

describe('every hashing function agrees with @noble/hashes and Node', () => {
  const noble = {
    MD5: md5,
    RIPEMD160: ripemd160,
    SHA1: sha1,
    SHA224: sha224,
    SHA256: sha256,
    SHA384: sha384,
    SHA512: sha512,
    'SHA3-224': sha3_224,
    'SHA3-256': sha3_256,
    'SHA3-384': sha3_384,
    'SHA3-512': sha3_512,
    'Keccak-512': keccak_512,
  } satisfies Record<HmacAlgorithm, unknown>;
  const inputs = [
    ['', ''],
    ['key', 'The quick brown fox jumps over the lazy dog'],
    ['ключ 🔑', 'héllo wörld — 你好'],
    ['k'.repeat(300), 'm'.repeat(5000)],
  ];
  it.each([...HMAC_ALGORITHMS])('%s', async (algorithm) => {
    for (const [key, message] of inputs) {
      const ours = bytesToHex(await hmacBytes(utf8(message!), utf8(key!), algorithm));
      expect(ours).toBe(bytesToHex(hmac(noble[algorithm], utf8(key!), utf8(message!))));
      if (algorithm !== 'Keccak-512') {
        expect(ours).toBe(createHmac(algorithm.toLowerCase(), key!).update(message!).digest('hex'));
      }
    }
  });
});

describe('decodeKey', () => {
  it.each([
    ['secret', 'utf8', utf8('secret')],
    ['', 'utf8', new Uint8Array()],
    ['0b 0B', 'hex', Uint8Array.of(11, 11)],
    ['c2VjcmV0', 'base64', utf8('secret')],
    ['c2VjcmV0', 'base64', utf8('secret')],
  ] as const)('%j as %s', (key, encoding, bytes) => expect(decodeKey(key, encoding)).toEqual(bytes));

  it.each([
    ['0b0', 'hex', 'invalidHexKey'],
    ['xy', 'hex', 'invalidHexKey'],
    ['c2V*', 'base64', 'invalidBase64Key'],
  ] as const)('%j as %s is %s', (key, encoding, message) => {
    expect(() => decodeKey(key, encoding)).toThrow(expect.objectContaining({ key: message }));
  });
});

describe('hmacText', () => {
  it('computes the HMAC of the empty message with an empty key', async () => {
    const result = await hmacText('', 'utf8', new Uint8Array(), 'SHA256');
    expect(bytesToHex(result)).toBe('b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad');
  });
  it('reads hex and Base64 messages, and reports bad ones', async () => {
    const key = utf8('Jefe');
    const fromHex = await hmacText('7768617420646f2079612077616e7420666f72206e6f7468696e673f', 'hex', key, 'SHA256');
    expect(bytesToHex(fromHex)).toBe(rfc4231.vectors[1]!.sha256);
    const fromBase64 = await hmacText('d2hhdCBkbyB5YSB3YW50IGZvciBub3RoaW5nPw', 'base64', key, 'SHA256');
    expect(bytesToHex(fromBase64)).toBe(rfc4231.vectors[1]!.sha256);
    await expect(hmacText('abc', 'hex', key, 'SHA256')).rejects.toMatchObject({ name: 'InputError', key: 'invalidHex' });
    await expect(hmacText('a*', 'base64', key, 'SHA256')).rejects.toMatchObject({ name: 'InputError', key: 'invalidBase64' });
  });
});
