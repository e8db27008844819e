import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '@/lib/errors';
import { formatKeyPair, generateRsaKeyPair, isValidBits, pkcs1FromPkcs8, toOpenSshPublicKey, type RsaKeyPair } from './logic';

const fixtures = join(__dirname, '../../../tests/fixtures/rsa');
const fixture = (name: string) => readFileSync(join(fixtures, name), 'utf8').trim();
const pemBody = (pem: string) => Uint8Array.from(atob(pem.replace(/-----[^-]+-----|\s/g, '')), (c) => c.charCodeAt(0));

function has(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The fixture key, read through WebCrypto the way the worker sees a generated key. */
async function fixturePair(): Promise<RsaKeyPair> {
  const pkcs8 = pemBody(fixture('key.pkcs8.pem'));
  const algorithm = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, algorithm, true, ['sign']);
  const jwk = await crypto.subtle.exportKey('jwk', privateKey);
  const publicKey = await crypto.subtle.importKey('jwk', { kty: 'RSA', n: jwk.n, e: jwk.e }, algorithm, true, ['verify']);
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', publicKey));
  return { bits: 1024, pkcs8, spki, n: jwk.n!, e: jwk.e! };
}

describe('encoders against keys written by openssl and ssh-keygen (committed fixtures)', () => {
  it('SPKI PEM equals `openssl pkey -pubout`', async () => {
    expect(formatKeyPair(await fixturePair(), 'pkcs8').publicKeyPem).toBe(fixture('key.spki.pem'));
  });
  it('PKCS#8 PEM equals `openssl genpkey`', async () => {
    expect(formatKeyPair(await fixturePair(), 'pkcs8').privateKeyPem).toBe(fixture('key.pkcs8.pem'));
  });
  it('PKCS#1 PEM equals `openssl rsa -traditional`', async () => {
    expect(formatKeyPair(await fixturePair(), 'pkcs1').privateKeyPem).toBe(fixture('key.pkcs1.pem'));
  });
  it('OpenSSH line equals `ssh-keygen -y`', async () => {
    expect(formatKeyPair(await fixturePair(), 'pkcs8').publicKeyOpenSsh).toBe(fixture('key.openssh.pub'));
  });
});

describe('generateRsaKeyPair', () => {
  it('makes a 1024-bit pair whose encodings agree with each other', async () => {
    const pair = await generateRsaKeyPair(1024);
    const { publicKeyPem, publicKeyOpenSsh, privateKeyPem } = formatKeyPair(pair, 'pkcs8');
    expect(publicKeyPem).toMatch(
      /^-----BEGIN PUBLIC KEY-----\n([A-Za-z0-9+/]{64}\n)+[A-Za-z0-9+/=]{1,64}\n-----END PUBLIC KEY-----$/,
    );
    expect(privateKeyPem.startsWith('-----BEGIN PRIVATE KEY-----\n')).toBe(true);
    expect(formatKeyPair(pair, 'pkcs1').privateKeyPem.startsWith('-----BEGIN RSA PRIVATE KEY-----\n')).toBe(true);
    expect(publicKeyOpenSsh).toMatch(/^ssh-rsa AAAAB3NzaC1yc2EAAAADAQAB[A-Za-z0-9+/]+=*$/);
    expect(pair.e).toBe('AQAB');
    // PKCS#1 re-wrapped by WebCrypto's own PKCS#8 export is byte-identical.
    const key = await crypto.subtle.importKey(
      'pkcs8',
      new Uint8Array(pair.pkcs8),
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      true,
      ['sign'],
    );
    expect(new Uint8Array(await crypto.subtle.exportKey('pkcs8', key))).toEqual(pair.pkcs8);
    expect(pkcs1FromPkcs8(pair.pkcs8).length).toBeLessThan(pair.pkcs8.length);
  });

  it('gives a different pair each time', async () => {
    const [a, b] = await Promise.all([generateRsaKeyPair(512), generateRsaKeyPair(512)]);
    expect(a.n).not.toBe(b.n);
  });

  it.skipIf(!has('openssl') || !has('ssh-keygen'))('is read back by openssl and ssh-keygen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rsa-'));
    try {
      const pair = await generateRsaKeyPair(1024);
      const out = formatKeyPair(pair, 'pkcs1');
      writeFileSync(join(dir, 'pkcs1.pem'), `${out.privateKeyPem}\n`, { mode: 0o600 });
      writeFileSync(join(dir, 'spki.pem'), `${out.publicKeyPem}\n`);
      const check = execFileSync('openssl', ['rsa', '-in', join(dir, 'pkcs1.pem'), '-check', '-noout'], { encoding: 'utf8' });
      expect(check).toContain('RSA key ok');
      const pub = execFileSync('openssl', ['pkey', '-in', join(dir, 'pkcs1.pem'), '-pubout'], { encoding: 'utf8' });
      expect(pub.trim()).toBe(out.publicKeyPem);
      const ssh = execFileSync('ssh-keygen', ['-y', '-f', join(dir, 'pkcs1.pem')], { encoding: 'utf8' });
      expect(ssh.trim()).toBe(out.publicKeyOpenSsh);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('needs WebCrypto (a secure context)', async () => {
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', {
      value: { getRandomValues: original.getRandomValues.bind(original) },
      configurable: true,
    });
    try {
      await expect(generateRsaKeyPair(2048)).rejects.toThrow(new InputError('insecureContext'));
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });

  it.each([255, 16392, 1000.5, 1020, Number.NaN])('rejects %s bits', async (bits) => {
    await expect(generateRsaKeyPair(bits)).rejects.toThrow(new InputError('bitsError'));
  });
});

describe('helpers', () => {
  it('limits bits to multiples of 8 in 256–16384', () => {
    expect([256, 264, 2048, 16384].every(isValidBits)).toBe(true);
    expect([248, 260, 16392, 0, -8].some(isValidBits)).toBe(false);
  });

  it('encodes mpints per RFC 4253 (leading zero for a set top bit, none for small values)', () => {
    // n = 0x80 needs a 0x00 pad; e = 0x010001 has none.
    const line = toOpenSshPublicKey('gA', 'AQAB');
    const blob = Uint8Array.from(atob(line.slice(8)), (c) => c.charCodeAt(0));
    expect(Array.from(blob.slice(11))).toEqual([0, 0, 0, 3, 1, 0, 1, 0, 0, 0, 2, 0, 0x80]);
  });

  it('rejects a structure that is not PKCS#8', () => {
    expect(() => pkcs1FromPkcs8(new Uint8Array([0x04, 0x00]))).toThrow();
    expect(() => pkcs1FromPkcs8(new Uint8Array([0x30, 0x05, 0x02]))).toThrow();
  });
});
