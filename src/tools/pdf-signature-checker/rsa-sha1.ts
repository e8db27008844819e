/**
 * adbe.x509.rsa_sha1 signatures (ISO 32000-1 §12.8.3.2): /Contents is a DER OCTET STRING holding a
 * PKCS#1 v1.5 RSA signature of the byte ranges, /Cert the signer's certificate (first) and maybe
 * others. The digest is SHA-1, or since PDF 1.6 the one the signature's DigestInfo names. Checked
 * with the RSA public-key operation (RFC 8017 §8.2.2), so no secure context is needed.
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { describeCertificate, orderChain, readName, validityAt } from './certificates';
import { digest, equalBytes, HASHES } from './hashes';
import type { Integrity, SignatureCheck, SignatureReport } from './logic';
import { coversWholeFile, isRangeInFile, pdfDateToIso, signedBytes, type SignatureField } from './pdf-bytes';

const RSA_ENCRYPTION = '1.2.840.113549.1.1.1';
const MAX_MODULUS_BYTES = 2048; // 16384-bit keys

export async function checkRsaSha1(bytes: Uint8Array, field: SignatureField, now: Date): Promise<SignatureReport> {
  if (!field.contents || !isRangeInFile(bytes.length, field.byteRange)) return { readable: false };
  const asn1 = asn1js.fromBER(field.contents);
  if (asn1.offset === -1 || !(asn1.result instanceof asn1js.OctetString)) return { readable: false };
  const signatureValue = new Uint8Array(asn1.result.getValue());
  const parsed = (field.certificates ?? []).map((der) => {
    try {
      return pkijs.Certificate.fromBER(new Uint8Array(der));
    } catch {
      return undefined;
    }
  });
  const signer = parsed[0]; // the first certificate of /Cert is the signer's
  const certificates = parsed.filter((cert): cert is pkijs.Certificate => cert !== undefined);
  const { signature, integrity } = signer
    ? await verifyPkcs1(signatureValue, signer, signedBytes(bytes, field.byteRange))
    : { signature: 'unknown' as const, integrity: 'unknown' as const };
  const signingTime = field.modified ? pdfDateToIso(field.modified) : undefined;
  const signerName = signer ? readName(signer.subject) : {};
  return {
    readable: true,
    integrity,
    signature,
    signedBy: signerName.commonName ?? signerName.organizationName ?? field.name ?? '',
    ...(signingTime ? { signingTime } : {}),
    ...(signer ? { certificateValidity: validityAt(signer, signingTime ? new Date(signingTime) : now) } : {}),
    coversWholeDocument: coversWholeFile(bytes, field.byteRange),
    certificates: orderChain(certificates, signer).map(describeCertificate),
  };
}

/**
 * The signature against the certificate's RSA key and the signed bytes. A well-formed signature of
 * a different digest means the bytes changed: signature invalid, document modified.
 */
async function verifyPkcs1(
  signature: Uint8Array,
  cert: pkijs.Certificate,
  content: Uint8Array,
): Promise<{ signature: SignatureCheck; integrity: Integrity }> {
  const unknown = { signature: 'unknown', integrity: 'unknown' } as const;
  const key = rsaPublicKey(cert);
  if (!key) return unknown;
  const encoded = recoverDigestInfo(signature, key);
  const info = encoded && readDigestInfo(encoded);
  const hash = info && HASHES[info.algorithm];
  if (!encoded || !info) return { signature: 'invalid', integrity: 'unknown' };
  if (!hash) return unknown; // a digest algorithm we do not know
  const expected = await digest(hash, content);
  // Compare encodings, not parsed values (RFC 8017): parameters absent or NULL, nothing else.
  const matches = [true, false].some((withNull) => equalBytes(encoded, encodeDigestInfo(info.algorithm, expected, withNull)));
  if (matches) return { signature: 'valid', integrity: 'intact' };
  const sameShape = [true, false].some((withNull) =>
    equalBytes(encoded, encodeDigestInfo(info.algorithm, info.digest, withNull)),
  );
  return { signature: 'invalid', integrity: sameShape && info.digest.length === expected.length ? 'modified' : 'unknown' };
}

interface RsaKey {
  modulus: bigint;
  exponent: bigint;
  length: number;
}

function rsaPublicKey(cert: pkijs.Certificate): RsaKey | undefined {
  const info = cert.subjectPublicKeyInfo;
  if (info.algorithm.algorithmId !== RSA_ENCRYPTION) return undefined;
  const asn1 = asn1js.fromBER(info.subjectPublicKey.valueBlock.valueHexView);
  if (asn1.offset === -1) return undefined;
  const key = new pkijs.RSAPublicKey({ schema: asn1.result });
  const modulus = unsigned(key.modulus.valueBlock.valueHexView);
  const exponent = unsigned(key.publicExponent.valueBlock.valueHexView);
  if (!modulus.length || modulus.length > MAX_MODULUS_BYTES || !exponent.length || exponent.length > 8) return undefined;
  return { modulus: toBigInt(modulus), exponent: toBigInt(exponent), length: modulus.length };
}

/** s^e mod n, then the EMSA-PKCS1-v1_5 padding 00 01 FF…FF 00 removed: the DigestInfo, or undefined. */
function recoverDigestInfo(signature: Uint8Array, key: RsaKey): Uint8Array | undefined {
  if (signature.length !== key.length) return undefined;
  const s = toBigInt(signature);
  if (s >= key.modulus) return undefined;
  const em = toBytes(modPow(s, key.exponent, key.modulus), key.length);
  if (em[0] !== 0 || em[1] !== 1) return undefined;
  let i = 2;
  while (em[i] === 0xff) i++;
  if (i < 10 || em[i] !== 0) return undefined; // at least 8 bytes of padding
  return em.subarray(i + 1);
}

function readDigestInfo(der: Uint8Array): { algorithm: string; digest: Uint8Array } | undefined {
  const asn1 = asn1js.fromBER(der);
  if (asn1.offset !== der.length || !(asn1.result instanceof asn1js.Sequence)) return undefined;
  const [algorithm, value] = asn1.result.valueBlock.value;
  const oid = algorithm instanceof asn1js.Sequence ? algorithm.valueBlock.value[0] : undefined;
  if (!(oid instanceof asn1js.ObjectIdentifier) || !(value instanceof asn1js.OctetString)) return undefined;
  return { algorithm: oid.valueBlock.toString(), digest: value.valueBlock.valueHexView };
}

function encodeDigestInfo(algorithm: string, value: Uint8Array, withNull: boolean): Uint8Array {
  const identifier = [new asn1js.ObjectIdentifier({ value: algorithm }), ...(withNull ? [new asn1js.Null()] : [])];
  const info = new asn1js.Sequence({
    value: [new asn1js.Sequence({ value: identifier }), new asn1js.OctetString({ valueHex: value })],
  });
  return new Uint8Array(info.toBER(false));
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

/** Without leading zero bytes (DER INTEGERs carry one before a high bit). */
function unsigned(bytes: Uint8Array): Uint8Array {
  let i = 0;
  while (i < bytes.length && bytes[i] === 0) i++;
  return bytes.subarray(i);
}

function toBigInt(bytes: Uint8Array): bigint {
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return hex ? BigInt(`0x${hex}`) : 0n;
}

function toBytes(value: bigint, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let v = value;
  for (let i = length - 1; i >= 0; i--, v >>= 8n) out[i] = Number(v & 0xffn);
  return out;
}
