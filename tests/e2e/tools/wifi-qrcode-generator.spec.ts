import { expect, test } from '../support/test';

test.describe('wifi qrcode generator', () => {
  test('asks for each missing field in turn, draws the code, and never keeps the password', async ({ page }) => {
    await page.goto('/wifi-qrcode-generator');
    const image = page.getByRole('img', { name: 'wifi-qrcode', exact: true });
    const ssid = page.getByRole('textbox', { name: 'SSID', exact: true });
    const password = page.getByLabel('Password', { exact: true });
    await expect(page.getByText('SSID is required')).toBeVisible();
    await expect(image).toBeHidden();

    await ssid.fill('Café; "Guest"');
    await expect(page.getByText('Password is required')).toBeVisible();
    await password.fill('s3cr:t');
    await expect(image).toBeVisible();
    await page.getByText('Hidden SSID', { exact: true }).click();
    await expect(page).toHaveURL(/hidden=true/);

    // WPA2-EAP asks for its method, an identity, and for PEAP a phase 2 method.
    await page.getByRole('button', { name: /Encryption method/ }).click();
    await page.getByRole('option', { name: 'WPA2-EAP' }).click();
    await expect(page.getByText('EAP method is required')).toBeVisible();
    await expect(image).toBeHidden();
    await page
      .getByRole('button', { name: /EAP method/ })
      .first()
      .click();
    await page.getByRole('searchbox').fill('PEA');
    await page.getByRole('option', { name: 'PEAP' }).click();
    await expect(page.getByText('Identity is required (or tick Anonymous?)')).toBeVisible();
    await page.getByText('Anonymous?', { exact: true }).click();
    await expect(page.getByText('Choose an EAP Phase 2 method for PEAP')).toBeVisible();
    await page.getByRole('button', { name: /EAP Phase 2 method/ }).click();
    await page.getByRole('option', { name: 'None' }).click();
    await expect(image).toBeVisible();

    await page.getByRole('button', { name: /Encryption method/ }).click();
    await page.getByRole('option', { name: 'No password' }).click();
    await expect(password).toHaveCount(0);
    await expect(image).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download qr-code' }).click();
    expect((await downloading).suggestedFilename()).toBe('qr-code.png');

    await page.getByRole('button', { name: /Encryption method/ }).click();
    await page.getByRole('option', { name: 'WPA/WPA2' }).click();
    await password.fill('s3cr:t');
    await expect(image).toBeVisible();
    await page.reload();
    await expect(ssid).toHaveValue('Café; "Guest"');
    await expect(page.getByRole('switch', { name: 'Hidden SSID' })).toBeChecked();
    await expect(password).toHaveValue('');
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(page.url()).not.toContain('s3cr');
  });
});
