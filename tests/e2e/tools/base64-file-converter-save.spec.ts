import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { seededBytes } from '../../support/seeded-bytes';

const seededBuffer = (length: number, seed: number) => Buffer.from(seededBytes(length, seed).buffer);

/**
 * "Save … to file…" streams the output into a picked file (File System Access). Playwright cannot
 * drive the native save dialog, so showSaveFilePicker is replaced by one that answers at once with
 * a real file handle in the origin-private file system: the real writable-stream code runs, and the
 * file is then read back and compared byte for byte with what Node computes.
 */
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

let dir = '';
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolshed-b64-save-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function stubSavePicker(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { showSaveFilePicker: unknown; pickedNames: string[] };
    w.pickedNames = [];
    w.showSaveFilePicker = async (options?: { suggestedName?: string }) => {
      const name = options?.suggestedName ?? 'unnamed';
      w.pickedNames.push(name);
      const root = await navigator.storage.getDirectory();
      return root.getFileHandle(name, { create: true });
    };
  });
}

/** Size, SHA-256 and beginning of a file in the origin-private file system. */
const savedFile = (page: Page, name: string) =>
  page.evaluate(async (name) => {
    const root = await navigator.storage.getDirectory();
    const file = await (await root.getFileHandle(name)).getFile();
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
    return {
      size: file.size,
      sha256: [...digest].map((b) => b.toString(16).padStart(2, '0')).join(''),
      head: await file.slice(0, 48).text(),
    };
  }, name);

test.describe('base64-file-converter: save to file', () => {
  test('streams the Base64 of a 25 MB file into the picked file, and the Base64 file back into bytes', async ({ page }) => {
    test.setTimeout(120_000);
    await stubSavePicker(page);
    const original = seededBuffer(25_000_003, 0x1234567);
    const inputPath = join(dir, 'random.bin');
    writeFileSync(inputPath, original);
    const expected = `data:application/octet-stream;base64,${original.toString('base64')}`;

    await page.goto('/base64-file-converter');
    const card = page.getByRole('region', { name: 'File to base64', exact: true });
    const save = card.getByRole('button', { name: 'Save base64 to file…', exact: true });
    await expect(save).toBeDisabled();
    await expect(card.getByText('Streams the result straight into a file you pick, without holding it in memory')).toBeVisible();
    await card.locator('input[type="file"]').setInputFiles(inputPath);
    await save.click();
    await expect(card.getByRole('status').filter({ hasText: 'Saved to “random.bin.base64.txt” (' })).toBeVisible({
      timeout: 90_000,
    });
    expect(await page.evaluate(() => (window as unknown as { pickedNames: string[] }).pickedNames)).toEqual([
      'random.bin.base64.txt',
    ]);
    // Saved straight to disk: no copy was built in memory meanwhile.
    await expect(card.getByRole('button', { name: 'Download base64', exact: true })).toBeDisabled();
    const written = await savedFile(page, 'random.bin.base64.txt');
    expect(written.head).toBe(expected.slice(0, 48));
    expect(written.size).toBe(expected.length);
    expect(written.sha256).toBe(sha256(expected));

    // Both ways: the Base64 text file decoded straight into another picked file.
    const base64Path = join(dir, 'random.b64.txt');
    writeFileSync(base64Path, expected);
    const decodeCard = page.getByRole('region', { name: 'Base64 to file', exact: true });
    await decodeCard.getByRole('textbox', { name: 'File Name', exact: true }).fill('restored');
    await decodeCard.getByRole('textbox', { name: 'Extension', exact: true }).fill('bin');
    await decodeCard.locator('input[type="file"]').setInputFiles(base64Path);
    await decodeCard.getByRole('button', { name: 'Save decoded file…', exact: true }).click();
    await expect(decodeCard.getByRole('status').filter({ hasText: 'Saved to “restored.bin” (' })).toBeVisible({
      timeout: 90_000,
    });
    await expect(decodeCard.getByRole('textbox', { name: 'Detected type', exact: true })).toHaveValue('application/octet-stream');
    const restored = await savedFile(page, 'restored.bin');
    expect(restored.size).toBe(original.length);
    expect(restored.sha256).toBe(sha256(original));
  });

  test('Cancel mid-way keeps no half file and says the file was not saved', async ({ page }) => {
    test.setTimeout(120_000);
    await stubSavePicker(page);
    // Big enough that the run is still going when Cancel is pressed.
    const big = Buffer.alloc(400 * 1024 * 1024, 'Toolshed streams big outputs to disk. ');
    const inputPath = join(dir, 'big.txt');
    writeFileSync(inputPath, big);

    await page.goto('/base64-file-converter');
    const card = page.getByRole('region', { name: 'File to base64', exact: true });
    await card.locator('input[type="file"]').setInputFiles(inputPath);
    await card.getByRole('button', { name: 'Save base64 to file…', exact: true }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Writing to “big.txt.base64.txt”…' })).toBeVisible();
    await card.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Cancelled: the file was not saved' })).toBeVisible();
    await expect(card.getByText(/^Saved to/)).toHaveCount(0);
    // Nothing written was committed: the picked file holds no part of the output.
    await expect.poll(async () => (await savedFile(page, 'big.txt.base64.txt')).size).toBe(0);
  });
});

test.describe('base64-file-converter: without the save dialog nor a service worker', () => {
  // With a service worker in control, the output is streamed into a download instead
  // (base64-file-converter-download.spec.ts).
  test.use({ serviceWorkers: 'block' });

  test('says the output is kept in memory and downloaded', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
      delete (Window.prototype as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    });
    await page.goto('/base64-file-converter');
    const card = page.getByRole('region', { name: 'File to base64', exact: true });
    await expect(
      card.getByText('This browser cannot write straight to a file: the result is kept in memory, then downloaded'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /to file…|decoded file…/ })).toHaveCount(0);
    await card.locator('input[type="file"]').setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('abc') });
    await expect(card.getByRole('textbox', { name: 'File in base64', exact: true })).toHaveValue('data:text/plain;base64,YWJj');
  });
});
