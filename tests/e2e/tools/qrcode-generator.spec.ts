import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';

test.describe('qrcode generator', () => {
  test('draws the code of the text, follows the options, reports a text too long and keeps the inputs', async ({ page }) => {
    await page.goto('/qrcode-generator');
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    const image = page.getByRole('img', { name: 'QR code', exact: true });
    await expect(text).toHaveValue('https://example.com');
    await expect(image).toBeVisible();
    // Made at 1024 px, shown at 200.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1024);
    await expect(image).toHaveJSProperty('width', 200);

    await text.fill('Toolshed 😀 QR');
    const src = await image.getAttribute('src');
    await page.getByRole('radio', { name: 'high', exact: true }).click();
    await expect(image).not.toHaveAttribute('src', src ?? '');
    await expect(page).toHaveURL(/errorCorrection=high/);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download SVG' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('qr-code.svg');
    expect(readFileSync(await download.path(), 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const pngDownloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download qr-code' }).click();
    expect((await pngDownloading).suggestedFilename()).toBe('qr-code.png');

    await text.fill('x'.repeat(1300));
    await expect(page.getByText('The text is too long for a QR code at this error resistance')).toBeVisible();
    await expect(image).toBeHidden();
    await page.getByRole('radio', { name: 'low', exact: true }).click();
    await expect(image).toBeVisible();

    await text.fill('   ');
    await expect(page.getByText('Enter a text to generate a QR code')).toBeVisible();
    await expect(image).toBeHidden();

    await text.fill('kept across reloads');
    await page.getByRole('slider', { name: 'Foreground alpha' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/foreground=%23000000[0-9a-f]{2}/);
    await page.reload();
    await expect(text).toHaveValue('kept across reloads');
    await expect(page.getByRole('radio', { name: 'low', exact: true })).toHaveAttribute('aria-checked', 'true');
    await expect(image).toBeVisible();
  });
});
