import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPdfSignatures, type SignatureReport } from './logic';

// Signatures that carry what they sign instead of signing the byte ranges directly:
// adbe.pkcs7.sha1 (the SHA-1 digest of the ranges) and RFC 3161 document timestamps (a TSTInfo
// whose message imprint is the ranges' digest). Made here with the openssl CLI.
function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version']);
    return true;
  } catch {
    return false;
  }
}

const CONTENTS_HEX = 8192;
let work = '';
const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: work, stdio: ['ignore', 'pipe', 'pipe'] });
const file = (name: string) => join(work, name);

/** A one-page PDF with one signature dictionary whose /Contents is filled by `signRanges`. */
function signedPdf(subFilter: string, signRanges: (ranges: Buffer) => Buffer): Uint8Array {
  const text =
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    `3 0 obj\n<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /${subFilter} /M (D:20240102030405Z) ` +
    `/ByteRange [0 ########## ########## ##########] /Contents <${'0'.repeat(CONTENTS_HEX)}> >>\nendobj\n` +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n';
  const bytes = Buffer.from(text, 'latin1');
  const start = bytes.indexOf('/Contents <') + '/Contents '.length;
  const end = start + CONTENTS_HEX + 2;
  const range = `[0 ${[start, end, bytes.length - end].map((n) => String(n).padEnd(10, ' ')).join(' ')}]`;
  bytes.write(range, bytes.indexOf('[0 ##########'), 'latin1');
  const der = signRanges(Buffer.concat([bytes.subarray(0, start), bytes.subarray(end)]));
  bytes.write(der.toString('hex').padEnd(CONTENTS_HEX, '0'), start + 1, 'latin1');
  return new Uint8Array(bytes);
}

/** One byte of the signed ranges changed (the page count). */
function tamper(pdf: Uint8Array): Uint8Array {
  const copy = Buffer.from(pdf);
  copy.write('/Count 1', copy.indexOf('/Count 0'), 'latin1');
  return new Uint8Array(copy);
}

const only = async (pdf: Uint8Array): Promise<Extract<SignatureReport, { readable: true }>> => {
  const { signatures } = await checkPdfSignatures(pdf);
  expect(signatures).toHaveLength(1);
  const [report] = signatures;
  if (!report?.readable) throw new Error('unreadable signature');
  return report;
};

describe.skipIf(!hasOpenssl())('signatures with encapsulated content', () => {
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'pdf-encap-'));
    openssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'signer.key',
      '-out',
      'signer.crt',
      '-days',
      '3650',
      '-subj',
      '/CN=Carol Example',
    );
    openssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'tsa.key',
      '-out',
      'tsa.crt',
      '-days',
      '3650',
      '-subj',
      '/O=Toolshed Tests/CN=Test TSA',
      '-addext',
      'extendedKeyUsage=critical,timeStamping',
    );
    writeFileSync(file('serial'), '01\n');
    writeFileSync(
      file('ts.cnf'),
      `[ tsa ]\ndefault_tsa = tsa1\n[ tsa1 ]\nserial = ${file('serial')}\ncrypto_device = builtin\nsigner_digest = sha256\n` +
        'default_policy = 1.2.3.4.1\ndigests = sha256\naccuracy = secs:1\nordering = yes\ntsa_name = no\ness_cert_id_alg = sha256\n',
    );
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const sha1Signed = () =>
    signedPdf('adbe.pkcs7.sha1', (ranges) => {
      writeFileSync(file('digest.bin'), execFileSync('openssl', ['dgst', '-sha1', '-binary'], { input: ranges }));
      openssl(
        'cms',
        '-sign',
        '-nodetach',
        '-binary',
        '-nosmimecap',
        '-md',
        'sha256',
        '-in',
        'digest.bin',
        '-signer',
        'signer.crt',
        '-inkey',
        'signer.key',
        '-outform',
        'DER',
        '-out',
        'sha1.der',
      );
      return readFileSync(file('sha1.der'));
    });

  const timestamped = () =>
    signedPdf('ETSI.RFC3161', (ranges) => {
      writeFileSync(file('ranges.bin'), ranges);
      openssl('ts', '-query', '-data', 'ranges.bin', '-sha256', '-cert', '-no_nonce', '-out', 'query.tsq');
      openssl(
        'ts',
        '-reply',
        '-queryfile',
        'query.tsq',
        '-signer',
        'tsa.crt',
        '-inkey',
        'tsa.key',
        '-config',
        'ts.cnf',
        '-token_out',
        '-out',
        'token.der',
      );
      return readFileSync(file('token.der'));
    });

  it.each([
    ['adbe.pkcs7.sha1', sha1Signed, 'Carol Example'],
    ['an RFC 3161 document timestamp', timestamped, 'Test TSA'],
  ] as const)('%s: intact and valid, then modified once a signed byte changes', async (_, make, signer) => {
    const pdf = make();
    const report = await only(pdf);
    expect(report).toMatchObject({ integrity: 'intact', signature: 'valid', signedBy: signer, coversWholeDocument: true });
    expect(report.signingTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    const changed = await only(tamper(pdf));
    expect(changed.integrity).toBe('modified');
    expect(changed.signature).toBe('valid'); // the signature over the attributes is untouched
  });
});
