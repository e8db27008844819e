import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Download, type Locator } from '../support/test';

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let dir = '';
test.beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolshed-b64-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function saved(download: Download, name: string): Promise<Buffer> {
  const path = join(dir, `got-${name}`);
  await download.saveAs(path);
  return readFileSync(path);
}

const fileInput = (card: Locator) => card.locator('input[type="file"]');

test.describe('base64-file-converter', () => {
  test('encodes a file with or without the data URL prefix, and downloads it', async ({ page }) => {
    await page.goto('/base64-file-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'Base64 file converter' })).toBeVisible();
    const card = page.getByRole('region', { name: 'File to base64', exact: true });
    const output = card.getByRole('textbox', { name: 'File in base64', exact: true });
    await expect(output).toHaveAttribute('placeholder', 'File in base64 will be here');
    await expect(card.getByRole('button', { name: 'Download base64', exact: true })).toBeDisabled();

    await fileInput(card).setInputFiles({ name: 'hello.txt', mimeType: 'text/plain', buffer: Buffer.from('Hello, World!') });
    await expect(output).toHaveValue('data:text/plain;base64,SGVsbG8sIFdvcmxkIQ==');
    await card.getByText('Include data URL prefix', { exact: true }).click();
    await expect(output).toHaveValue('SGVsbG8sIFdvcmxkIQ==');

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download base64', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('hello.txt.base64.txt');
    expect((await saved(download, 'hello.b64')).toString()).toBe('SGVsbG8sIFdvcmxkIQ==');

    // The switch persists.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Include data URL prefix' })).not.toBeChecked();
  });

  test('decodes pasted Base64, detects the type, previews and downloads; bad input names its position', async ({ page }) => {
    await page.goto('/base64-file-converter');
    const card = page.getByRole('region', { name: 'Base64 to file', exact: true });
    const input = card.getByRole('textbox', { name: 'Base64 string', exact: true });
    const detected = card.getByRole('textbox', { name: 'Detected type', exact: true });
    const download = card.getByRole('button', { name: 'Download file', exact: true });
    const preview = card.getByRole('button', { name: 'Preview image', exact: true });
    await expect(download).toBeDisabled();

    await input.fill(PNG_1PX.replace(/(.{20})/g, '$1\n'));
    await expect(detected).toHaveValue('image/png');
    await expect(card.getByRole('textbox', { name: 'Extension', exact: true })).toHaveValue('png');
    await preview.click();
    await expect(card.getByRole('img', { name: 'Preview of the decoded image' })).toBeVisible();
    await card.getByRole('textbox', { name: 'File Name', exact: true }).fill('pixel');
    const downloading = page.waitForEvent('download');
    await download.click();
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('pixel.png');
    expect(await saved(file, 'pixel.png')).toEqual(Buffer.from(PNG_1PX, 'base64'));

    await input.fill('SGVsbG8*IFdvcmxk');
    await expect(card.getByText(/^Invalid base 64 string/)).toBeVisible();
    await expect(card.getByText('Unexpected “*” at position 8')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(download).toBeDisabled();
    await expect(preview).toBeDisabled();
    await expect(detected).toHaveValue('');

    // Text with no known signature: "Unknown"; a typed extension is kept.
    await card.getByRole('textbox', { name: 'Extension', exact: true }).fill('md');
    await input.fill('IyBIZWxsbw==');
    await expect(detected).toHaveValue('Unknown');
    await expect(card.getByRole('textbox', { name: 'Extension', exact: true })).toHaveValue('md');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'File Name', exact: true })).toHaveValue('pixel');
    await expect(page.getByRole('textbox', { name: 'Extension', exact: true })).toHaveValue('md');
  });

  test('round-trips a 40 MB file byte for byte through Base64 files', async ({ page }) => {
    test.setTimeout(90_000);
    const original = Buffer.alloc(40_000_001);
    let x = 0x2545f491;
    for (let i = 0; i < original.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      original[i] = x & 255;
    }
    const path = join(dir, 'random.bin');
    writeFileSync(path, original);

    await page.goto('/base64-file-converter');
    const encodeCard = page.getByRole('region', { name: 'File to base64', exact: true });
    await fileInput(encodeCard).setInputFiles(path);
    await expect(encodeCard.getByText(/characters in total/)).toBeVisible({ timeout: 60_000 });
    const downloading = page.waitForEvent('download');
    await encodeCard.getByRole('button', { name: 'Download base64', exact: true }).click();
    const base64Path = join(dir, 'random.bin.base64.txt');
    await (await downloading).saveAs(base64Path);
    const base64 = readFileSync(base64Path, 'utf8');
    expect(base64.startsWith('data:application/octet-stream;base64,')).toBe(true);
    expect(base64.slice(base64.indexOf(',') + 1)).toBe(original.toString('base64'));

    // The downloaded text file goes back in through the drop zone: same bytes out.
    const decodeCard = page.getByRole('region', { name: 'Base64 to file', exact: true });
    await fileInput(decodeCard).setInputFiles(base64Path);
    await expect(decodeCard.getByRole('textbox', { name: 'Detected type', exact: true })).toHaveValue(
      'application/octet-stream',
      {
        timeout: 60_000,
      },
    );
    await decodeCard.getByRole('textbox', { name: 'File Name', exact: true }).fill('restored');
    const restoring = page.waitForEvent('download');
    await decodeCard.getByRole('button', { name: 'Download file', exact: true }).click();
    const restored = await restoring;
    expect(restored.suggestedFilename()).toBe('restored.bin');
    expect(sha256(await saved(restored, 'restored.bin'))).toBe(sha256(original));
  });
});
