import { expect, test, type Page } from '../support/test';

// "12345678901234567890", the RFC 6238 SHA-1 test key, in Base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('button', { name: new RegExp(select) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('otp-generator', () => {
  test('gives the RFC 6238 codes, verifies a code, reports a bad secret and keeps the options only', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.setFixedTime(new Date(1_111_111_109_000));
    await page.goto('/otp-generator');
    const secret = page.getByRole('textbox', { name: 'Secret', exact: true });
    await expect(secret).toHaveValue(/^[A-Z2-7]{16}$/);
    const current = page.getByRole('button', { name: 'Current OTP', exact: true });
    await expect(current).toHaveText(/^\d{6}$/);
    // The qr worker draws it; the PNG download is on once the code for this key URI is there.
    await expect(page.getByRole('img', { name: /QR code of the key URI/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download the QR code', exact: true })).toBeEnabled();

    await secret.fill(RFC_SECRET);
    await choose(page, 'Digits', '8');
    await expect(current).toHaveText('07081804');
    await expect(page.getByRole('textbox', { name: 'Secret in hexadecimal', exact: true })).toHaveValue(
      '3132333435363738393031323334353637383930',
    );
    await expect(page.getByRole('textbox', { name: 'Count', exact: true })).toHaveValue('37037036');
    await expect(page.getByRole('textbox', { name: 'Padded hex', exact: true })).toHaveValue('00000000023523ec');
    await expect(page.getByText('Next in 01s')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Key URI in new tab' })).toHaveAttribute(
      'href',
      `otpauth://totp/Toolshed:demo-user?issuer=Toolshed&secret=${RFC_SECRET}&algorithm=SHA1&digits=8&period=30`,
    );
    await current.click();
    await expect(page.getByRole('tooltip').getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('07081804');

    const verify = page.getByRole('region', { name: 'Verify a code' });
    const result = verify.getByRole('status', { name: 'Verification result' });
    await verify.getByRole('textbox', { name: 'Code to verify' }).fill('07081804');
    await expect(result).toHaveText('Valid code (current period)');
    await verify.getByRole('textbox', { name: 'Code to verify' }).fill('12345678');
    await expect(result).toHaveText('Invalid code');

    await choose(page, 'Algorithm', 'SHA256');
    await expect(current).not.toHaveText('07081804');
    await expect(page).toHaveURL(/algorithm=SHA256/);
    await expect(page).not.toHaveURL(/secret|GEZDG/);

    await secret.fill('ABC1');
    await expect(page.getByText('Secret should be a base32 string')).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code of the key URI/ })).toBeHidden();
    await expect(current).toHaveText('—');
    await secret.fill('');
    await expect(page.getByText('Please set a secret')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Secret', exact: true })).toHaveValue(/^[A-Z2-7]{16}$/);
    await expect(page.getByRole('button', { name: /Digits/ })).toHaveText(/8/);
    await expect(page.getByRole('button', { name: /Algorithm/ })).toHaveText(/SHA256/);
    await expect(page.getByRole('button', { name: 'Current OTP', exact: true })).toHaveText(/^\d{8}$/);
  });
});
