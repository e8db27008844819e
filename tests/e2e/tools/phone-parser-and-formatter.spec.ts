import { expect, test } from '../support/test';

test.describe('phone parser and formatter', () => {
  test('parses with the default country, formats, reports an invalid number and keeps the country', async ({ page }) => {
    await page.goto('/phone-parser-and-formatter');
    const phone = page.getByRole('textbox', { name: 'Phone number', exact: true });
    const output = (label: string) => page.getByLabel(label, { exact: true });
    // The browser runs in en-US: the United States is the default country.
    await expect(page.getByRole('button', { name: /Default country code/ })).toContainText('United States (+1)');

    await phone.pressSequentially('(213) 373-4253', { delay: 10 });
    await expect(output('Country')).toHaveText('US');
    await expect(output('Country name')).toHaveText('United States');
    await expect(output('Country calling code')).toHaveText('+1');
    await expect(output('Is valid?')).toHaveText('Yes');
    await expect(output('Is possible?')).toHaveText('Yes');
    await expect(output('Type')).toHaveText('Fixed line or mobile');
    await expect(output('International format')).toHaveText('+1 213 373 4253');
    await expect(output('National format')).toHaveText('(213) 373-4253');
    await expect(output('E.164 format')).toHaveText('+12133734253');
    await expect(output('RFC3966 format')).toHaveText('tel:+12133734253');

    await page.getByRole('button', { name: /Default country code/ }).click();
    await page.getByRole('searchbox').fill('France');
    await page.getByRole('option', { name: 'France (+33)' }).click();
    await phone.fill('06 12 34 56 78');
    await expect(output('Country name')).toHaveText('France');
    await expect(output('Type')).toHaveText('Mobile');
    await expect(output('E.164 format')).toHaveText('+33612345678');

    await phone.fill('06 12 ab');
    await expect(page.getByText('Invalid phone number')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(output('Country')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('button', { name: /Default country code/ })).toContainText('France (+33)');
    await expect(phone).toHaveValue('');
  });
});
