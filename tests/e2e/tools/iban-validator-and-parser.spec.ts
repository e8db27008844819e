import { expect, test } from '../support/test';

test.describe('iban validator and parser', () => {
  test('validates and parses a typed IBAN, lists what is wrong, copies an example and keeps the input', async ({ page }) => {
    await page.goto('/iban-validator-and-parser');
    const iban = page.getByRole('textbox', { name: 'IBAN', exact: true });
    const output = (label: string) => page.getByLabel(label, { exact: true });
    await expect(output('Is IBAN valid ?')).toHaveCount(0);

    await iban.pressSequentially('gb29-nwbk 6016 1331 9268 19', { delay: 10 });
    await expect(output('Is IBAN valid ?')).toHaveText('Yes');
    await expect(output('Is IBAN a QR-IBAN ?')).toHaveText('No');
    await expect(output('Country code')).toHaveText('GB');
    await expect(output('BBAN')).toHaveText('NWBK60161331926819');
    await expect(output('IBAN friendly format')).toHaveText('GB29 NWBK 6016 1331 9268 19');
    await expect(output('IBAN errors')).toHaveCount(0);

    await iban.fill('DE8937040044053201300');
    await expect(output('Is IBAN valid ?')).toHaveText('No');
    await expect(output('IBAN errors').getByRole('listitem')).toHaveText([
      'Wrong BBAN length',
      'Wrong BBAN format',
      'Wrong IBAN checksum',
    ]);
    await expect(output('Country code')).toHaveText('N/A');
    await expect(output('BBAN')).toHaveText('N/A');

    await iban.fill('CH44 3199 9123 0008 8901 2');
    await expect(output('Is IBAN a QR-IBAN ?')).toHaveText('Yes');

    const examples = page.getByRole('region', { name: 'Valid IBAN examples' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await examples.getByRole('button', { name: 'DE89 3704 0044 0532 0130 00' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('DE89370400440532013000');

    await page.reload();
    await expect(iban).toHaveValue('CH44 3199 9123 0008 8901 2');
    await expect(output('Is IBAN valid ?')).toHaveText('Yes');
  });
});
