import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPdfSignatures, type SignatureReport } from './logic';
import { findSignatureFields } from './pdf-bytes';
import { PdfDocument } from './pdf-document';
import { nameOf, PdfName, PdfParser, PdfRef, PdfString, textOf, type PdfDict } from './pdf-syntax';
import { formSignatures, readSignatureFields } from './signature-fields';

// PDF 1.5 files made by tests/fixtures/pdf/make-objstm-pdfs.mjs: compressed object streams and
// cross-reference streams (PNG Up predictor), signed in an incremental update.
const dir = join(__dirname, '../../../tests/fixtures/pdf');
const pdf = (name: string) => new Uint8Array(readFileSync(join(dir, name)));
const pem = readFileSync(join(dir, 'certs', 'objstm-signer.crt'), 'utf8').trim();
const only = async (bytes: Uint8Array): Promise<Extract<SignatureReport, { readable: true }>> => {
  const { signatures } = await checkPdfSignatures(bytes);
  expect(signatures).toHaveLength(1);
  const [report] = signatures;
  if (!report?.readable) throw new Error('unreadable signature');
  return report;
};
/** One byte inside the first signed range (the binary comment after the header) changed. */
const tamper = (bytes: Uint8Array) => {
  const copy = bytes.slice();
  copy[10] = copy[10]! ^ 1;
  return copy;
};
const replace = (bytes: Uint8Array, from: string, to: string) => {
  const text = new TextDecoder('latin1').decode(bytes);
  const at = text.lastIndexOf(from);
  expect(at).toBeGreaterThan(-1);
  const copy = bytes.slice();
  copy.set(
    Uint8Array.from(to, (c) => c.charCodeAt(0)),
    at,
  );
  return copy;
};

describe('reading a PDF 1.5 file through its cross-reference streams', () => {
  it('finds objects inside object streams, across the incremental update', async () => {
    const doc = (await PdfDocument.open(pdf('signed-objstm.pdf')))!;
    expect(doc).toBeDefined();
    expect(nameOf(doc.trailer.get('Type'))).toBe('XRef');
    const catalog = (await doc.dictionary(doc.trailer.get('Root')))!;
    expect(nameOf(catalog.get('Type'))).toBe('Catalog');
    const form = catalog.get('AcroForm') as PdfDict;
    expect(form.get('Fields')).toEqual([new PdfRef(9, 0)]);
    // Object 2 is in the first revision's object stream, object 3 in the update's.
    expect(nameOf((await doc.dictionary(new PdfRef(2, 0)))?.get('Type'))).toBe('Pages');
    expect((await doc.dictionary(new PdfRef(3, 0)))?.get('Annots')).toEqual([new PdfRef(9, 0)]);
    expect(await doc.object(99)).toBeNull();
  });

  it('follows the form fields to the signature dictionary', async () => {
    const doc = (await PdfDocument.open(pdf('signed-objstm.pdf')))!;
    const [signature, ...others] = await formSignatures(doc);
    expect(others).toEqual([]);
    expect(nameOf(signature?.get('SubFilter'))).toBe('adbe.pkcs7.detached');
    const [field] = await readSignatureFields(pdf('signed-objstm.pdf'));
    expect(field).toMatchObject({ subFilter: 'adbe.pkcs7.detached', name: 'Dana Example' });
    expect(field?.byteRange).toEqual(findSignatureFields(pdf('signed-objstm.pdf'))[0]?.byteRange);
  });

  it('reads classic xref tables with /Prev too', async () => {
    const doc = (await PdfDocument.open(pdf('signed-twice.pdf')))!;
    expect((await formSignatures(doc)).map((sig) => textOf(sig.get('Name')))).toEqual(['Alice Example', 'Bob Example']);
  });

  it('gives up on files whose cross-reference data is missing', async () => {
    expect(await PdfDocument.open(new TextEncoder().encode('%PDF-1.5\n1 0 obj << >> endobj\n'))).toBeUndefined();
  });
});

describe('an adbe.pkcs7.detached signature in a file with object streams', () => {
  it('is intact and valid, with its certificate', async () => {
    const report = await only(pdf('signed-objstm.pdf'));
    expect(report).toMatchObject({
      integrity: 'intact',
      signature: 'valid',
      signedBy: 'Dana Example',
      coversWholeDocument: true,
    });
    expect(report.certificateValidity).toBe('valid');
    expect(report.certificates.map((c) => c.pem)).toEqual([pem]);
  });

  it('is modified once a signed byte changes', async () => {
    const report = await only(tamper(pdf('signed-objstm.pdf')));
    expect(report.integrity).toBe('modified');
    expect(report.signature).toBe('valid'); // the signature over the attributes is untouched
  });

  it('is still found by its /ByteRange when the cross-reference data is broken', async () => {
    const report = await only(replace(pdf('signed-objstm.pdf'), 'startxref', 'startxrex'));
    expect(report).toMatchObject({ signature: 'valid', signedBy: 'Dana Example' });
  });
});

describe('an adbe.x509.rsa_sha1 signature', () => {
  it('is intact and valid against the certificate in /Cert', async () => {
    const report = await only(pdf('signed-rsa-sha1.pdf'));
    expect(report).toMatchObject({
      integrity: 'intact',
      signature: 'valid',
      signedBy: 'Dana Example',
      certificateValidity: 'valid',
      coversWholeDocument: true,
    });
    expect(report.signingTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    expect(report.certificates.map((c) => c.pem)).toEqual([pem]);
  });

  it('is invalid, the document modified, once a signed byte changes', async () => {
    const report = await only(tamper(pdf('signed-rsa-sha1.pdf')));
    expect(report).toMatchObject({ integrity: 'modified', signature: 'invalid' });
  });

  it('is invalid when the signature value is corrupted', async () => {
    const bytes = pdf('signed-rsa-sha1.pdf');
    const [field] = findSignatureFields(bytes);
    const at = field!.byteRange[1] + 1 + 2 * 100; // a hex digit inside the RSA signature
    bytes[at] = bytes[at] === 0x30 ? 0x31 : 0x30;
    expect(await only(bytes)).toMatchObject({ integrity: 'unknown', signature: 'invalid' });
  });

  it('needs no WebCrypto (no secure context)', async () => {
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    try {
      expect(await only(pdf('signed-rsa-sha1.pdf'))).toMatchObject({ integrity: 'intact', signature: 'valid' });
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });

  it('cannot be checked without its certificate', async () => {
    const report = await only(replace(pdf('signed-rsa-sha1.pdf'), '/Cert <', '/Cerx <'));
    expect(report).toMatchObject({ integrity: 'unknown', signature: 'unknown', signedBy: 'Dana Example', certificates: [] });
  });
});

describe('PDF object syntax', () => {
  const parse = (text: string) => new PdfParser(new TextEncoder().encode(text)).value();

  it('reads strings, names, numbers, references and nested containers', () => {
    const value = parse('<< /A (a\\(b\\)\\101\\\nc) /B <48 65 6c 6> /C# /N#20x /D [1 0 R 2 -3.5 .5 true null] /E << /F 7 >> >>');
    expect(value).toBeInstanceOf(Map);
    const dict = value as PdfDict;
    expect(textOf(dict.get('A'))).toBe('a(b)Ac');
    expect((dict.get('B') as PdfString).bytes).toEqual(Uint8Array.from([0x48, 0x65, 0x6c, 0x60]));
    expect(dict.get('C#')).toEqual(new PdfName('N x'));
    expect(dict.get('D')).toEqual([new PdfRef(1, 0), 2, -3.5, 0.5, true, null]);
    expect((dict.get('E') as PdfDict).get('F')).toBe(7);
  });

  it('decodes UTF-16 text strings', () => {
    expect(textOf(parse('<FEFF004A00E9>'))).toBe('Jé');
  });

  it('rejects malformed values', () => {
    expect(() => parse('(unterminated')).toThrow();
    expect(() => parse('<< /A 1')).toThrow();
    expect(() => parse('<zz>')).toThrow();
    expect(() => parse('['.repeat(100))).toThrow();
  });
});
