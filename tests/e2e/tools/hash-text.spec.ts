import { createHash } from 'node:crypto';
import { mkdtempSync, openSync, closeSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';

/** Writes `size` seeded pseudo-random bytes (xorshift32) and returns the Node digests of them. */
function writeSeededFile(path: string, size: number, seed: number, algorithms: string[]) {
  const hashes = algorithms.map((a) => createHash(a));
  const fd = openSync(path, 'w');
  const block = new Uint32Array(2 * 1024 * 1024);
  let x = seed >>> 0;
  try {
    for (let written = 0; written < size;) {
      for (let i = 0; i < block.length; i++) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        block[i] = x >>> 0;
      }
      const bytes = new Uint8Array(block.buffer, 0, Math.min(block.byteLength, size - written));
      writeSync(fd, bytes);
      for (const h of hashes) h.update(bytes);
      written += bytes.length;
    }
  } finally {
    closeSync(fd);
  }
  return Object.fromEntries(algorithms.map((a, i) => [a, hashes[i]!.digest('hex')]));
}

const row = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test.describe('hash-text', () => {
  let dir = '';
  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'toolshed-hash-'));
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('hashes text live, reformats, compares and reports bad input', async ({ page }) => {
    await page.goto('/hash-text');
    await expect(page.getByRole('heading', { level: 1, name: 'Hash text' })).toBeVisible();
    // Empty text still shows the digests of the empty message.
    await expect(row(page, 'SHA256')).toHaveValue('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');

    const input = page.getByRole('textbox', { name: 'Your text to hash', exact: true });
    await expect(input).toBeFocused();
    await input.fill('abc');
    await expect(row(page, 'MD5')).toHaveValue('900150983cd24fb0d6963f7d28e17f72');
    await expect(row(page, 'SHA1')).toHaveValue('a9993e364706816aba3e25717850c26c9cd0d89d');
    await expect(row(page, 'SHA3-256')).toHaveValue('3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532');
    await expect(row(page, 'Keccak-512')).toHaveValue(/^18587dc2ea106b9a/);
    await expect(row(page, 'BLAKE3')).toHaveValue('6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85');
    await expect(row(page, 'CRC32')).toHaveValue('352441c2');
    await expect(page.getByRole('button', { name: 'Copy SHA256', exact: true })).toBeEnabled();

    // Changing the encoding reformats.
    await page.getByRole('button', { name: /Digest encoding/ }).click();
    await page.getByRole('option', { name: 'Base64 (base 64)', exact: true }).click();
    await expect(row(page, 'MD5')).toHaveValue('kAFQmDzST7DWlj99KOF/cg==');
    await expect(page).toHaveURL(/encoding=Base64/);

    // Expected digest: a sha256sum line, in hex, matches the SHA256 row.
    const expected = page.getByRole('textbox', { name: 'Expected digest', exact: true });
    await expected.fill('BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD  abc.txt');
    await expect(page.getByText('Matches SHA256', { exact: true })).toBeVisible();
    await expected.fill('0000');
    await expect(page.getByText('No digest matches', { exact: true })).toBeVisible();
    await expect(expected).toHaveAttribute('aria-invalid', 'true');
    await expected.fill('');

    // Hexadecimal input: bad input blanks the rows.
    await page.getByRole('button', { name: /Input encoding/ }).click();
    await page.getByRole('option', { name: 'Hexadecimal', exact: true }).click();
    await input.fill('61 62 63');
    await expect(row(page, 'MD5')).toHaveValue('kAFQmDzST7DWlj99KOF/cg==');
    await input.fill('6g');
    await expect(page.getByText('Invalid hexadecimal input', { exact: true })).toBeVisible();
    await expect(row(page, 'MD5')).toHaveValue('');

    // Options survive a reload (not the text).
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your text to hash', exact: true })).toHaveValue('');
    await expect(row(page, 'MD5')).toHaveValue('1B2M2Y8AsgTpgAmY7PhCfg==');
  });

  test('hashes a 200 MB file in workers and matches Node; cancel stops a run', async ({ page }) => {
    test.setTimeout(120_000);
    const path = join(dir, 'big.bin');
    const node = writeSeededFile(path, 200_000_000, 0x5eed, ['md5', 'sha1', 'sha256', 'sha512']);

    await page.goto('/hash-text?encoding=Hex');
    await page.getByRole('radiogroup', { name: 'Input type' }).getByRole('radio', { name: 'File', exact: true }).click();
    // File mode ticks only MD5, SHA1, SHA256 and SHA512 by default.
    await expect(page.getByRole('checkbox', { name: 'Include SHA256', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Include SHA3-256', exact: true })).not.toBeChecked();

    await page.locator('input[type="file"]').setInputFiles(path);
    await expect(page.getByText('Selected file: big.bin (190.7 MiB)')).toBeVisible();
    await expect(row(page, 'SHA256')).toHaveValue(node.sha256!, { timeout: 60_000 });
    await expect(row(page, 'MD5')).toHaveValue(node.md5!);
    await expect(row(page, 'SHA1')).toHaveValue(node.sha1!);
    await expect(row(page, 'SHA512')).toHaveValue(node.sha512!);
    await expect(row(page, 'SHA3-256')).toHaveValue('');

    // Ticking more digests streams the file again, and shows progress with a Cancel button.
    for (const algorithm of ['SHA3-512', 'Keccak-512', 'SHA3-384', 'RIPEMD160']) {
      await page.getByRole('checkbox', { name: `Include ${algorithm}`, exact: true }).check();
    }
    const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
    await expect(cancel).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /%.*MiB \/ 190\.7 MiB/);
    await expect(page.getByText(/\/s · \d+:\d\d left/)).toBeVisible();
    // The page keeps responding while both workers hash.
    const expected = page.getByRole('textbox', { name: 'Expected digest', exact: true });
    await expected.pressSequentially(node.md5!.slice(0, 6));
    await expect(expected).toHaveValue(node.md5!.slice(0, 6));
    await cancel.click();
    await expect(cancel).toHaveCount(0);
    await expect(row(page, 'SHA3-512')).toHaveValue('');
    // Digests already computed stay.
    await expect(row(page, 'SHA256')).toHaveValue(node.sha256!);
    await expected.fill(node.md5!);
    await expect(page.getByText('Matches MD5', { exact: true })).toBeVisible();
  });

  test('hashes several files, one row per file, and says which one matches', async ({ page }) => {
    await page.goto('/hash-text?encoding=Hex');
    await page.getByRole('radiogroup', { name: 'Input type' }).getByRole('radio', { name: 'File', exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('abc') },
      { name: 'b.txt', mimeType: 'text/plain', buffer: Buffer.from('') },
    ]);
    await expect(page.getByRole('list', { name: 'Selected files' }).getByRole('listitem')).toHaveText([
      'a.txt (3 B)',
      'b.txt (0 B)',
    ]);
    await expect(row(page, 'MD5 · a.txt')).toHaveValue('900150983cd24fb0d6963f7d28e17f72');
    await expect(row(page, 'MD5 · b.txt')).toHaveValue('d41d8cd98f00b204e9800998ecf8427e');
    await page.getByRole('textbox', { name: 'Expected digest', exact: true }).fill('d41d8cd98f00b204e9800998ecf8427e');
    await expect(page.getByText('Matches MD5 · b.txt', { exact: true })).toBeVisible();
  });
});
