import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { InputError } from '@/lib/errors';
import {
  describeCertificate,
  orderChain,
  readName,
  validityAt,
  type CertificateInfo,
  type CertificateValidity,
} from './certificates';
import { digest, equalBytes, HASHES } from './hashes';
import { coversWholeFile, hasPdfHeader, isRangeInFile, pdfDateToIso, signedBytes, type SignatureField } from './pdf-bytes';
import { checkRsaSha1 } from './rsa-sha1';
import { readSignatureFields } from './signature-fields';

export {
  NAME_FIELDS,
  validityAt,
  type CertificateInfo,
  type CertificateValidity,
  type Name,
  type NameField,
} from './certificates';

/** Files are read whole in the worker: bounded. */
export const MAX_PDF_BYTES = 256 * 1024 * 1024;

export type Integrity = 'intact' | 'modified' | 'unknown';
export type SignatureCheck = 'valid' | 'invalid' | 'unknown';
export type SignatureReport =
  | { readable: false }
  | {
      readable: true;
      integrity: Integrity;
      signature: SignatureCheck;
      signedBy: string;
      /** ISO 8601: the CMS signingTime, else the dictionary's /M. */
      signingTime?: string;
      /** The signer's certificate at the signing time (now when unknown). */
      certificateValidity?: CertificateValidity;
      coversWholeDocument: boolean;
      /** Signer first, then its issuers, then any other certificate carried. */
      certificates: CertificateInfo[];
    };

export interface PdfSignaturesReport {
  signatures: SignatureReport[];
}

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  rsaEncryption: '1.2.840.113549.1.1.1',
  subjectKeyIdentifier: '2.5.29.14',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  sha1: '1.3.14.3.2.26',
};

/**
 * Every signature of a PDF: integrity of the signed byte ranges (message digest), the CMS
 * signature over its signed attributes (WebCrypto: "unknown" without a secure context), signer,
 * time, certificates. adbe.x509.rsa_sha1 signatures (a bare PKCS#1 signature, /Contents an OCTET
 * STRING) are checked against the certificate in /Cert. Throws InputError 'notPdf' or 'tooLarge';
 * no signature gives [].
 */
export async function checkPdfSignatures(file: Blob | Uint8Array, now: Date = new Date()): Promise<PdfSignaturesReport> {
  const size = file instanceof Uint8Array ? file.length : file.size;
  if (size > MAX_PDF_BYTES) throw new InputError('tooLarge');
  const bytes = file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
  if (!hasPdfHeader(bytes)) throw new InputError('notPdf');
  const signatures: SignatureReport[] = [];
  for (const field of await readSignatureFields(bytes)) {
    try {
      const bare = field.subFilter === 'adbe.x509.rsa_sha1' || field.contents?.[0] === 0x04; // OCTET STRING
      const check = bare ? checkRsaSha1 : checkSignature;
      signatures.push(await check(bytes, field, now));
    } catch {
      signatures.push({ readable: false });
    }
  }
  return { signatures };
}

async function checkSignature(bytes: Uint8Array, field: SignatureField, now: Date): Promise<SignatureReport> {
  if (!field.contents || !isRangeInFile(bytes.length, field.byteRange)) return { readable: false };
  const asn1 = asn1js.fromBER(field.contents);
  if (asn1.offset === -1) return { readable: false };
  const contentInfo = new pkijs.ContentInfo({ schema: asn1.result });
  if (contentInfo.contentType !== OID.signedData) return { readable: false };
  const signedData = new pkijs.SignedData({ schema: contentInfo.content });
  const signerInfo = signedData.signerInfos[0];
  if (!signerInfo) return { readable: false };
  const certificates = (signedData.certificates ?? []).filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate);
  const signer = certificates.find((cert) => isSigner(cert, signerInfo.sid));

  const content = signedBytes(bytes, field.byteRange);
  const attributes = signerInfo.signedAttrs?.attributes ?? [];
  const attribute = (type: string) => attributes.find((a) => a.type === type)?.values[0];
  const hash = HASHES[signerInfo.digestAlgorithm.algorithmId];
  // Detached signatures (adbe.pkcs7.detached, ETSI.CAdES.detached) sign the byte ranges. Others
  // carry what they sign: a SHA-1 digest of the ranges (adbe.pkcs7.sha1) or, for document
  // timestamps (ETSI.RFC3161), a TSTInfo whose message imprint is the digest of the ranges.
  const eContent = signedData.encapContentInfo.eContent;
  const encapsulated = eContent ? new Uint8Array(eContent.getValue()) : undefined;
  const signedContent = encapsulated ?? content;
  const timestamp =
    encapsulated && signedData.encapContentInfo.eContentType === OID.tstInfo ? readTstInfo(encapsulated) : undefined;

  // Integrity: the digest of what was signed against the signed messageDigest attribute, and for
  // encapsulated content, the digest it holds against the byte ranges.
  let integrity: Integrity = 'unknown';
  const expectedDigest = attribute(OID.messageDigest);
  if (hash && expectedDigest instanceof asn1js.OctetString) {
    const digestMatches = equalBytes(await digest(hash, signedContent), expectedDigest.valueBlock.valueHexView);
    const rangesMatch = encapsulated ? await rangesMatchEncapsulated(content, encapsulated, timestamp) : true;
    integrity = rangesMatch === undefined ? 'unknown' : digestMatches && rangesMatch ? 'intact' : 'modified';
  }

  // The signature covers the signed attributes (or, without them, the signed content itself).
  const signedAttrs = signerInfo.signedAttrs;
  const data = signedAttrs && attributes.length ? new Uint8Array(signedAttrs.encodedValue) : signedContent;
  const signature = signer && hash ? await verify(data, signerInfo, signer, hash.name) : 'unknown';
  if (!attributes.length && signature !== 'unknown') {
    const rangesMatch = encapsulated ? await rangesMatchEncapsulated(content, encapsulated, timestamp) : true;
    integrity = signature === 'valid' && rangesMatch ? 'intact' : 'modified';
  }

  const timeValue = attribute(OID.signingTime);
  const signingTime =
    timeValue instanceof asn1js.UTCTime || timeValue instanceof asn1js.GeneralizedTime
      ? timeValue.toDate().toISOString()
      : timestamp
        ? timestamp.genTime.toISOString()
        : field.modified
          ? pdfDateToIso(field.modified)
          : undefined;

  const chain = orderChain(certificates, signer);
  const signerName = signer ? readName(signer.subject) : {};
  return {
    readable: true,
    integrity,
    signature,
    signedBy: signerName.commonName ?? signerName.organizationName ?? field.name ?? '',
    ...(signingTime ? { signingTime } : {}),
    ...(signer ? { certificateValidity: validityAt(signer, signingTime ? new Date(signingTime) : now) } : {}),
    coversWholeDocument: coversWholeFile(bytes, field.byteRange),
    certificates: chain.map(describeCertificate),
  };
}

function readTstInfo(der: Uint8Array): pkijs.TSTInfo | undefined {
  const asn1 = asn1js.fromBER(der);
  if (asn1.offset === -1) return undefined;
  try {
    return new pkijs.TSTInfo({ schema: asn1.result });
  } catch {
    return undefined;
  }
}

/**
 * Encapsulated content against the byte ranges: a timestamp's message imprint, or (adbe.pkcs7.sha1)
 * the SHA-1 digest of the ranges. undefined when the digest algorithm is unknown.
 */
async function rangesMatchEncapsulated(
  content: Uint8Array,
  encapsulated: Uint8Array,
  timestamp: pkijs.TSTInfo | undefined,
): Promise<boolean | undefined> {
  const algorithm = timestamp ? timestamp.messageImprint.hashAlgorithm.algorithmId : OID.sha1;
  const expected = timestamp ? timestamp.messageImprint.hashedMessage.valueBlock.valueHexView : encapsulated;
  const hash = HASHES[algorithm];
  return hash ? equalBytes(await digest(hash, content), expected) : undefined;
}

async function verify(
  data: Uint8Array<ArrayBuffer>,
  signerInfo: pkijs.SignerInfo,
  signer: pkijs.Certificate,
  hashName: string,
): Promise<SignatureCheck> {
  const webCrypto = globalThis.crypto;
  if (!webCrypto?.subtle) return 'unknown'; // no secure context
  try {
    const engine = new pkijs.CryptoEngine({ name: 'webcrypto', crypto: webCrypto });
    const algorithm = signerInfo.signatureAlgorithm;
    // Plain rsaEncryption names no hash: the digest algorithm gives it.
    const ok =
      algorithm.algorithmId === OID.rsaEncryption
        ? await engine.verifyWithPublicKey(data, signerInfo.signature, signer.subjectPublicKeyInfo, algorithm, hashName)
        : await engine.verifyWithPublicKey(data, signerInfo.signature, signer.subjectPublicKeyInfo, algorithm);
    return ok ? 'valid' : 'invalid';
  } catch {
    return 'unknown'; // an algorithm WebCrypto does not offer
  }
}

function isSigner(cert: pkijs.Certificate, sid: pkijs.SignerInfo['sid']): boolean {
  if (sid instanceof pkijs.IssuerAndSerialNumber)
    return cert.issuer.isEqual(sid.issuer) && cert.serialNumber.isEqual(sid.serialNumber);
  // [0] SubjectKeyIdentifier
  const wanted = (sid as asn1js.Primitive).valueBlock?.valueHexView;
  const extension = cert.extensions?.find((e) => e.extnID === OID.subjectKeyIdentifier);
  const parsed = extension?.parsedValue as asn1js.OctetString | undefined;
  return Boolean(wanted && parsed && equalBytes(parsed.valueBlock.valueHexView, wanted));
}
