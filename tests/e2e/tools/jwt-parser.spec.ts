import { expect, test } from '../support/test';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

test.describe('jwt-parser', () => {
  test('decodes the sample, explains claims and dates, verifies the signature and reports bad tokens', async ({ page }) => {
    await page.goto('/jwt-parser');
    const input = page.getByRole('textbox', { name: 'JWT to decode', exact: true });
    await expect(input).toBeFocused();
    const header = page.getByRole('table', { name: 'Header', exact: true });
    const payload = page.getByRole('table', { name: 'Payload', exact: true });
    await expect(header.getByRole('row', { name: /^alg/ })).toContainText('HMAC using SHA-256');
    await expect(payload.getByRole('row', { name: /^sub/ })).toContainText('(Subject)');
    await expect(payload.getByRole('row', { name: /^iat/ })).toContainText('2018-01-18T01:30:22.000Z');
    const status = page.getByRole('status', { name: 'Token status', exact: true });
    await expect(status).toHaveText('Valid now');

    const signature = page.getByRole('status', { name: 'Signature', exact: true });
    const key = page.getByRole('textbox', { name: 'Secret or public key', exact: true });
    await key.fill('your-256-bit-secret');
    await expect(signature).toHaveText('Signature verified');
    await key.fill('not the secret');
    await expect(signature).toHaveText('Invalid signature');

    // An expired token with a Bearer prefix, as copied from a request header.
    await input.fill(`Bearer ${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url({ sub: 'Zoë 😀', exp: 1300819380 })}.c2ln`);
    await expect(payload.getByRole('row', { name: /^exp/ })).toContainText('2011-03-22T18:43:00.000Z');
    await expect(payload.getByRole('row', { name: /^sub/ })).toContainText('Zoë 😀');
    await expect(status).toHaveText('Expired');
    await expect(signature).toHaveText(/^Cannot verify: this algorithm needs a public key/);

    await input.fill('abc.def');
    await expect(page.getByText(/^Invalid JWT/)).toBeVisible();
    await expect(page.getByText('A JWT has three parts separated by dots; this one has 2.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(payload).toHaveCount(0);
    await input.fill(`${b64url({ alg: 'none' })}.e30x.`);
    await expect(page.getByText('The payload is not a JSON object.')).toBeVisible();

    // Sensitive: nothing typed survives a reload.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'JWT to decode', exact: true })).toHaveValue(/^eyJhbGciOiJIUzI1NiIs/);
    await expect(page.getByRole('textbox', { name: 'Secret or public key', exact: true })).toHaveValue('');
  });
});
