import * as pkijs from 'pkijs';
import { toPem } from '@/lib/encoding';

export type CertificateValidity = 'valid' | 'expired' | 'notYetValid';

/** The name fields the tool shows, by X.520 attribute. */
export const NAME_FIELDS = {
  commonName: '2.5.4.3',
  organizationName: '2.5.4.10',
  countryName: '2.5.4.6',
  localityName: '2.5.4.7',
  organizationalUnitName: '2.5.4.11',
  stateOrProvinceName: '2.5.4.8',
} as const;
export type NameField = keyof typeof NAME_FIELDS;
export type Name = Partial<Record<NameField, string>>;

export interface CertificateInfo {
  notBefore: string;
  notAfter: string;
  issuer: Name;
  subject: Name;
  pem: string;
}

/** Signer, its issuer, that one's issuer… (bounded, no loops), then the certificates left over. */
export function orderChain(certificates: pkijs.Certificate[], signer: pkijs.Certificate | undefined): pkijs.Certificate[] {
  const chain: pkijs.Certificate[] = [];
  for (let cert = signer; cert && !chain.includes(cert) && chain.length < certificates.length;) {
    chain.push(cert);
    const current = cert;
    cert = certificates.find((c) => !chain.includes(c) && c.subject.isEqual(current.issuer));
  }
  return [...chain, ...certificates.filter((c) => !chain.includes(c))];
}

export function validityAt(cert: Pick<pkijs.Certificate, 'notBefore' | 'notAfter'>, time: Date): CertificateValidity {
  if (time < cert.notBefore.value) return 'notYetValid';
  if (time > cert.notAfter.value) return 'expired';
  return 'valid';
}

export function describeCertificate(cert: pkijs.Certificate): CertificateInfo {
  return {
    notBefore: cert.notBefore.value.toISOString(),
    notAfter: cert.notAfter.value.toISOString(),
    issuer: readName(cert.issuer),
    subject: readName(cert.subject),
    pem: toPem('CERTIFICATE', new Uint8Array(cert.toSchema().toBER(false))),
  };
}

export function readName(name: pkijs.RelativeDistinguishedNames): Name {
  const out: Name = {};
  for (const [field, oid] of Object.entries(NAME_FIELDS) as [NameField, string][]) {
    const values = name.typesAndValues.filter((tv) => tv.type === oid).map((tv) => String(tv.value.valueBlock.value ?? ''));
    if (values.length) out[field] = values.join(', ');
  }
  return out;
}
