import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { InputError } from '@/lib/errors';
import samples from '../../../tests/fixtures/encryption/openssl-samples.json';
import { decryptText, encryptText, evpBytesToKey } from './logic';
import { ALGORITHMS, type Algorithm } from './options';

const decryptionError = new InputError('decryptionError');
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16));

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version']);
    return true;
  } catch {
    return false;
  }
}

describe('EVP_BytesToKey (MD5, one round)', () => {
  // Expected values printed by `openssl enc -<cipher> -md md5 -S 0102030405060708 -pass pass:password -P`.
  const salt = fromHex('0102030405060708');
  const password = new TextEncoder().encode('password');
  it('matches OpenSSL for AES-256-CBC', () => {
    const { key, iv } = evpBytesToKey(password, salt, 32, 16);
    expect(hex(key)).toBe('e7b0971e52ca5cc8d0539fb3412f6316f7ba2e6ee293d9f3457b99436b51ce02');
    expect(hex(iv)).toBe('8d450e2ed75a84a923d4eac9fe49226b');
  });
  it('matches OpenSSL for DES-EDE3-CBC', () => {
    const { key, iv } = evpBytesToKey(password, salt, 24, 8);
    expect(hex(key)).toBe('e7b0971e52ca5cc8d0539fb3412f6316f7ba2e6ee293d9f3');
    expect(hex(iv)).toBe('457b99436b51ce02');
  });
});

describe('OpenSSL CLI interoperability', () => {
  it('decrypts the default sample shown in the tool', () => {
    expect(decryptText('U2FsdGVkX1/EC3+6P5dbbkZ3e1kQ5o2yzuU0NHTjmrKnLBEwreV489Kr0DIB+uBs', 'my secret key', 'AES')).toBe(
      'Lorem ipsum dolor sit amet',
    );
  });

  it.each(samples.samples)('decrypts the committed `$command` fixture ($algorithm)', ({ algorithm, ciphertext }) => {
    expect(decryptText(ciphertext, samples.passphrase, algorithm as Algorithm)).toBe(samples.plaintext);
    // Base64 wrapped at 64 columns, as openssl writes it without -A, still decrypts.
    const wrapped = ciphertext.replace(/(.{64})/g, '$1\n');
    expect(decryptText(`  ${wrapped}\n`, samples.passphrase, algorithm as Algorithm)).toBe(samples.plaintext);
  });

  it.skipIf(!hasOpenssl())('is decrypted by the openssl CLI (AES and TripleDES)', () => {
    const text = 'Round trip through openssl ✓ Ünïcödé';
    for (const [algorithm, name] of [
      ['AES', 'aes-256-cbc'],
      ['TripleDES', 'des-ede3-cbc'],
    ] as const) {
      const encrypted = encryptText(text, 'p@ss wörd', algorithm);
      const out = execFileSync('openssl', ['enc', '-d', `-${name}`, '-md', 'md5', '-a', '-A', '-pass', 'pass:p@ss wörd'], {
        input: encrypted,
        stdio: ['pipe', 'pipe', 'ignore'],
      });
      expect(out.toString('utf8')).toBe(text);
    }
  });

  it.skipIf(!hasOpenssl())('derives the same key and IV as `openssl enc -P`', () => {
    const out = execFileSync(
      'openssl',
      ['enc', '-aes-256-cbc', '-md', 'md5', '-S', '0102030405060708', '-pass', 'pass:password', '-P'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    ).toString();
    const field = (name: string) => new RegExp(`${name}\\s*=\\s*([0-9A-F]+)`).exec(out)?.[1]?.toLowerCase();
    const { key, iv } = evpBytesToKey(new TextEncoder().encode('password'), fromHex('0102030405060708'), 32, 16);
    expect(hex(key)).toBe(field('key'));
    expect(hex(iv)).toBe(field('iv'));
  });
});

describe('round trips', () => {
  const texts = ['Lorem ipsum dolor sit amet', 'a', 'exactly sixteen!', 'Ünïcödé ✓ 日本語 🎉', 'x'.repeat(10_000)];
  it.each(ALGORITHMS)('%s', (algorithm) => {
    for (const text of texts) {
      const encrypted = encryptText(text, 'my secret key', algorithm);
      expect(encrypted.startsWith('U2FsdGVkX1')).toBe(true);
      expect(decryptText(encrypted, 'my secret key', algorithm)).toBe(text);
    }
  });

  it('uses a fresh salt each run, or the given one', () => {
    expect(encryptText('same', 'key', 'AES')).not.toBe(encryptText('same', 'key', 'AES'));
    const salt = fromHex('0011223344556677');
    expect(encryptText('same', 'key', 'AES', salt)).toBe(encryptText('same', 'key', 'AES', salt));
  });

  it('follows the documented sizes: AES output is salt header + whole 16-byte blocks', () => {
    const bytes = atob(encryptText('exactly sixteen!', 'k', 'AES')).length;
    expect(bytes).toBe(16 + 32);
    expect(atob(encryptText('12345', 'k', 'RC4')).length).toBe(16 + 5);
  });
});

describe('empty input and errors', () => {
  it('gives empty output for empty text, empty ciphertext or an empty key', () => {
    expect(encryptText('', 'key', 'AES')).toBe('');
    expect(encryptText('text', '', 'AES')).toBe('');
    expect(decryptText('  \n', 'key', 'AES')).toBe('');
    expect(decryptText('U2FsdGVkX1/EC3+6P5dbbkZ3e1kQ5o2yzuU0NHTjmrKnLBEwreV489Kr0DIB+uBs', '', 'AES')).toBe('');
  });

  const sample = 'U2FsdGVkX1/EC3+6P5dbbkZ3e1kQ5o2yzuU0NHTjmrKnLBEwreV489Kr0DIB+uBs';
  it.each([
    ['a wrong key', sample, 'wrong key', 'AES'],
    ['a wrong algorithm', sample, 'my secret key', 'TripleDES'],
    ['bad Base64', 'U2FsdGVkX1@@', 'my secret key', 'AES'],
    ['no Salted__ header', btoa('NotSalt_12345678abcdefghabcdefgh'), 'my secret key', 'AES'],
    ['a truncated body', sample.slice(0, 40), 'my secret key', 'AES'],
    ['a header only', btoa('Salted__12345678'), 'my secret key', 'AES'],
  ] as const)('rejects %s', (_, text, key, algorithm) => {
    expect(() => decryptText(text, key, algorithm)).toThrow(decryptionError);
  });

  it('rejects stream-cipher output decrypted with the wrong key (invalid UTF-8)', () => {
    const encrypted = encryptText('Ünïcödé text that is long enough to break UTF-8 when garbled', 'right', 'RC4');
    expect(() => decryptText(encrypted, 'wrong', 'RC4')).toThrow(decryptionError);
    expect(() => decryptText(encryptText('Ünïcödé text, long enough to garble', 'right', 'Rabbit'), 'wrong', 'Rabbit')).toThrow(
      decryptionError,
    );
  });

  it('rejects an AES ciphertext of the empty string (empty result)', () => {
    // printf '' | openssl enc -aes-256-cbc -md md5 -a -A -pass pass:k
    expect(() => decryptText('U2FsdGVkX19sNn1XQn8D+roudLmznMMaErjKaegvFJ8=', 'k', 'AES')).toThrow(decryptionError);
  });
});
