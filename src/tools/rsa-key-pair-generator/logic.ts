import { base64ToBytes, bytesToBase64, toPem } from '@/lib/encoding';
import { InputError } from '@/lib/errors';

export const MIN_BITS = 256;
export const MAX_BITS = 16384;
/** Below this, a warning says the key is not secure. */
export const SECURE_BITS = 2048;

export const PRIVATE_KEY_FORMATS = ['pkcs8', 'pkcs1'] as const;
export type PrivateKeyFormat = (typeof PRIVATE_KEY_FORMATS)[number];
export const isPrivateKeyFormat = (value: string): value is PrivateKeyFormat =>
  (PRIVATE_KEY_FORMATS as readonly string[]).includes(value);

export const isValidBits = (bits: number): boolean =>
  Number.isInteger(bits) && bits >= MIN_BITS && bits <= MAX_BITS && bits % 8 === 0;

/** What the worker hands back: the DER encodings and the public JWK members (Base64url). */
export interface RsaKeyPair {
  bits: number;
  /** PrivateKeyInfo (RFC 5208). */
  pkcs8: Uint8Array;
  /** SubjectPublicKeyInfo (RFC 5280). */
  spki: Uint8Array;
  n: string;
  e: string;
}

/**
 * A fresh RSA key pair from WebCrypto (RSASSA-PKCS1-v1_5, e = 65537). Runs in the keys worker:
 * large sizes take seconds. Throws InputError 'bitsError', 'insecureContext' (no crypto.subtle)
 * or 'unsupportedSize' (the browser refuses the size).
 */
export async function generateRsaKeyPair(bits: number): Promise<RsaKeyPair> {
  if (!isValidBits(bits)) throw new InputError('bitsError');
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new InputError('insecureContext');
  let pair: CryptoKeyPair;
  try {
    pair = await subtle.generateKey(
      { name: 'RSASSA-PKCS1-v1_5', modulusLength: bits, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['sign', 'verify'],
    );
  } catch {
    throw new InputError('unsupportedSize');
  }
  const [pkcs8, spki, jwk] = await Promise.all([
    subtle.exportKey('pkcs8', pair.privateKey),
    subtle.exportKey('spki', pair.publicKey),
    subtle.exportKey('jwk', pair.publicKey),
  ]);
  return { bits, pkcs8: new Uint8Array(pkcs8), spki: new Uint8Array(spki), n: jwk.n ?? '', e: jwk.e ?? '' };
}

/** The three outputs of the tool for one key pair. */
export function formatKeyPair(pair: RsaKeyPair, format: PrivateKeyFormat) {
  return {
    publicKeyPem: toPem('PUBLIC KEY', pair.spki),
    publicKeyOpenSsh: toOpenSshPublicKey(pair.n, pair.e),
    privateKeyPem: format === 'pkcs1' ? toPem('RSA PRIVATE KEY', pkcs1FromPkcs8(pair.pkcs8)) : toPem('PRIVATE KEY', pair.pkcs8),
  };
}

/**
 * The RSAPrivateKey (PKCS#1) inside a PrivateKeyInfo: SEQUENCE { version, algorithm,
 * OCTET STRING privateKey, … } → the OCTET STRING's content.
 */
export function pkcs1FromPkcs8(pkcs8: Uint8Array): Uint8Array {
  const outer = readTlv(pkcs8, 0);
  if (outer.tag !== 0x30) throw new Error('PKCS#8: expected a SEQUENCE');
  const version = readTlv(pkcs8, outer.contentStart);
  const algorithm = readTlv(pkcs8, version.end);
  const privateKey = readTlv(pkcs8, algorithm.end);
  if (version.tag !== 0x02 || algorithm.tag !== 0x30 || privateKey.tag !== 0x04) throw new Error('PKCS#8: unexpected structure');
  return pkcs8.slice(privateKey.contentStart, privateKey.end);
}

/** `ssh-rsa <base64>` (RFC 4253 §6.6): string "ssh-rsa", mpint e, mpint n, from JWK Base64url. */
export function toOpenSshPublicKey(n: string, e: string): string {
  const blob = concatBytes(
    sshString(new TextEncoder().encode('ssh-rsa')),
    sshMpint(base64ToBytes(e, 'lenient')),
    sshMpint(base64ToBytes(n, 'lenient')),
  );
  return `ssh-rsa ${bytesToBase64(blob)}`;
}

interface Tlv {
  tag: number;
  contentStart: number;
  end: number;
}

/** One DER tag-length-value at `offset` (definite lengths only, as DER requires). */
function readTlv(der: Uint8Array, offset: number): Tlv {
  const tag = der[offset];
  let length = der[offset + 1];
  if (tag === undefined || length === undefined) throw new Error('DER: truncated');
  let contentStart = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new Error('DER: unsupported length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (der[contentStart + i] ?? 0);
    contentStart += count;
  }
  const end = contentStart + length;
  if (end > der.length) throw new Error('DER: truncated');
  return { tag, contentStart, end };
}

/** The parts one after the other (own helper: this module runs on the page, where @noble/hashes is not loaded). */
function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function sshString(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + bytes.length);
  new DataView(out.buffer).setUint32(0, bytes.length);
  out.set(bytes, 4);
  return out;
}

/** Two's-complement big-endian without leading zeros; a 0x00 is prepended when the top bit is set. */
function sshMpint(unsigned: Uint8Array): Uint8Array {
  let start = 0;
  while (start < unsigned.length - 1 && unsigned[start] === 0) start++;
  const trimmed = unsigned.subarray(start);
  return sshString((trimmed[0] ?? 0) & 0x80 ? concatBytes(new Uint8Array([0]), trimmed) : trimmed);
}
