import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '@/lib/errors';
import { checkPdfSignatures, validityAt, type SignatureReport } from './logic';
import { findSignatureFields, pdfDateToIso } from './pdf-bytes';

const dir = join(__dirname, '../../../tests/fixtures/pdf');
const pdf = (name: string) => new Uint8Array(readFileSync(join(dir, name)));
const pem = (name: string) => readFileSync(join(dir, 'certs', name), 'utf8').trim();
type Readable = Extract<SignatureReport, { readable: true }>;
const readable = (report: SignatureReport): Readable => {
  if (!report.readable) throw new Error('unreadable signature');
  return report;
};

describe('a PDF signed once with openssl cms (RSA, SHA-256)', () => {
  it('is intact, validly signed, and covers the whole file', async () => {
    const { signatures } = await checkPdfSignatures(pdf('signed.pdf'));
    expect(signatures).toHaveLength(1);
    const sig = readable(signatures[0]!);
    expect(sig.integrity).toBe('intact');
    expect(sig.signature).toBe('valid');
    expect(sig.signedBy).toBe('Alice Example');
    expect(sig.coversWholeDocument).toBe(true);
    expect(sig.certificateValidity).toBe('valid');
    expect(sig.signingTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
  });

  it('lists the chain, signer first, with names and the exact PEM', async () => {
    const sig = readable((await checkPdfSignatures(pdf('signed.pdf'))).signatures[0]!);
    expect(sig.certificates).toHaveLength(2);
    const [signer, root] = sig.certificates;
    expect(signer?.subject).toEqual({
      commonName: 'Alice Example',
      organizationName: 'Toolshed Tests',
      countryName: 'FR',
      localityName: 'Paris',
      organizationalUnitName: 'Signatures',
      stateOrProvinceName: 'Ile-de-France',
    });
    expect(signer?.issuer.commonName).toBe('Toolshed Test Root CA');
    expect(root?.subject.commonName).toBe('Toolshed Test Root CA');
    expect(signer?.pem).toBe(pem('rsa-signer.crt'));
    expect(root?.pem).toBe(pem('root-ca.crt'));
    expect(Date.parse(signer!.notAfter) - Date.parse(signer!.notBefore)).toBeGreaterThan(99 * 365 * 86_400_000);
  });

  it('reports a changed byte in the signed range as modified, while the signature itself is valid', async () => {
    const sig = readable((await checkPdfSignatures(pdf('tampered.pdf'))).signatures[0]!);
    expect(sig.integrity).toBe('modified');
    expect(sig.signature).toBe('valid');
  });

  it('reports a corrupted signature value as invalid', async () => {
    const bytes = pdf('signed.pdf');
    const field = findSignatureFields(bytes)[0]!;
    // The RSA signature value ends the SignerInfo: flip a hex digit near the end of the DER.
    const derLength = field.contents!.findLastIndex((b) => b !== 0) + 1;
    const at = field.byteRange[1] + 1 + (derLength - 10) * 2;
    bytes[at] = bytes[at] === 0x30 ? 0x31 : 0x30;
    const sig = readable((await checkPdfSignatures(bytes)).signatures[0]!);
    expect(sig.signature).toBe('invalid');
    expect(sig.integrity).toBe('intact');
  });

  it('cannot check the signature without WebCrypto (no secure context)', async () => {
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', {
      value: { getRandomValues: original.getRandomValues.bind(original) },
      configurable: true,
    });
    try {
      const sig = readable((await checkPdfSignatures(pdf('signed.pdf'))).signatures[0]!);
      expect(sig.signature).toBe('unknown');
      expect(sig.integrity).toBe('intact');
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });
});

describe('a PDF signed twice (incremental update, second signature ECDSA P-256)', () => {
  it('checks both; only the last covers the whole file', async () => {
    const { signatures } = await checkPdfSignatures(pdf('signed-twice.pdf'));
    expect(signatures).toHaveLength(2);
    const [first, second] = signatures.map(readable);
    expect(first).toMatchObject({
      integrity: 'intact',
      signature: 'valid',
      signedBy: 'Alice Example',
      coversWholeDocument: false,
    });
    expect(second).toMatchObject({ integrity: 'intact', signature: 'valid', signedBy: 'Bob Example', coversWholeDocument: true });
    expect(second?.certificates.map((c) => c.subject.commonName)).toEqual(['Bob Example', 'Toolshed Test Root CA']);
    expect(second?.certificates[0]?.subject.countryName).toBe('DE');
    expect(second?.certificates[0]?.subject.localityName).toBeUndefined();
  });
});

describe('files without signatures and broken files', () => {
  it('finds no signature in an unsigned PDF', async () => {
    expect(await checkPdfSignatures(pdf('unsigned.pdf'))).toEqual({ signatures: [] });
  });

  it.each([
    ['an empty file', new Uint8Array(0)],
    ['a text file', new TextEncoder().encode('hello, not a pdf')],
    ['a PNG header', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ])('rejects %s as not a readable PDF', async (_, bytes) => {
    await expect(checkPdfSignatures(bytes)).rejects.toThrow(new InputError('notPdf'));
  });

  it('reads a Blob as well', async () => {
    const { signatures } = await checkPdfSignatures(new Blob([pdf('signed.pdf')]));
    expect(readable(signatures[0]!).signature).toBe('valid');
  });

  it('marks a signature whose /Contents is garbage, or whose range is outside the file, as unreadable', async () => {
    const bytes = pdf('signed.pdf');
    const [a, b] = findSignatureFields(bytes)[0]!.byteRange;
    bytes.set(new TextEncoder().encode('ffffffff'), a + b + 1);
    expect((await checkPdfSignatures(bytes)).signatures).toEqual([{ readable: false }]);
    const truncated = pdf('signed.pdf').slice(0, 9000);
    expect((await checkPdfSignatures(truncated)).signatures).toEqual([{ readable: false }]);
  });

  it('ignores a /ByteRange that is not a four-number array', async () => {
    const text = '%PDF-1.7\n1 0 obj << /Type /Sig /ByteRange [0 1 2] /Contents <00> >> endobj\n%%EOF\n';
    expect((await checkPdfSignatures(new TextEncoder().encode(text))).signatures).toEqual([]);
  });
});

describe('helpers', () => {
  it('reads PDF dates', () => {
    expect(pdfDateToIso('D:20240102030405Z')).toBe('2024-01-02T03:04:05.000Z');
    expect(pdfDateToIso("D:20240102030405+02'00'")).toBe('2024-01-02T01:04:05.000Z');
    expect(pdfDateToIso('D:2024')).toBe('2024-01-01T00:00:00.000Z');
    expect(pdfDateToIso('yesterday')).toBeUndefined();
  });

  it('classifies a certificate at a time', () => {
    const cert = { notBefore: { value: new Date('2020-01-01') }, notAfter: { value: new Date('2021-01-01') } } as Parameters<
      typeof validityAt
    >[0];
    expect(validityAt(cert, new Date('2019-06-01'))).toBe('notYetValid');
    expect(validityAt(cert, new Date('2020-06-01'))).toBe('valid');
    expect(validityAt(cert, new Date('2022-06-01'))).toBe('expired');
  });
});
