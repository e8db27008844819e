import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';

test.describe('svg placeholder generator', () => {
  test('writes the escaped SVG and its Base64, reports a bad size, downloads and keeps the options', async ({ page }) => {
    await page.goto('/svg-placeholder-generator');
    const svg = page.getByRole('textbox', { name: 'SVG HTML element', exact: true });
    const base64 = page.getByRole('textbox', { name: 'SVG in Base64', exact: true });
    const width = page.getByRole('textbox', { name: 'Width (in px)', exact: true });
    await expect(svg).toHaveValue(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 600 350" width="600" height="350">/);
    await expect(svg).toHaveValue(/fill="#333333">600x350<\/text>/);
    await expect(base64).toHaveValue(/^data:image\/svg\+xml;base64,PHN2Zy/);
    await expect(page.getByRole('img', { name: 'Placeholder preview' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Custom text', exact: true }).fill('Tom & <Jerry> 🐭');
    await expect(svg).toHaveValue(/>Tom &amp; &lt;Jerry&gt; 🐭<\/text>/);
    await page.getByText('Use exact size').click();
    await expect(svg).toHaveValue(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 600 350">/);

    await width.fill('0');
    await width.press('Tab');
    await expect(page.getByText('The width must be at least 1 px')).toBeVisible();
    await expect(width).toHaveAttribute('aria-invalid', 'true');
    await expect(svg).toHaveValue('');
    await width.fill('320');
    await width.press('Tab');
    await expect(svg).toHaveValue(/viewBox="0 0 320 350"/);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download svg' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('placeholder.svg');
    expect(readFileSync(await download.path(), 'utf8')).toContain('Tom &amp; &lt;Jerry&gt;');
    const url = await base64.inputValue();
    const decoded = Buffer.from(url.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(decoded).toBe(await svg.inputValue());

    await expect(page).toHaveURL(/width=320/);
    await page.reload();
    await expect(width).toHaveValue('320');
    await expect(page.getByRole('switch', { name: 'Use exact size' })).not.toBeChecked();
    await expect(svg).toHaveValue(/>Tom &amp; &lt;Jerry&gt; 🐭<\/text>/);
  });
});
