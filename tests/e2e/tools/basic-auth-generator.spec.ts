import { expect, test } from '../support/test';

test.describe('basic-auth-generator', () => {
  test('builds the header live (RFC 7617 example), warns on a colon and forgets the credentials', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/basic-auth-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Basic auth generator' })).toBeVisible();
    const header = page.getByRole('textbox', { name: 'Authorization header', exact: true });
    const username = page.getByRole('textbox', { name: 'Username', exact: true });
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    // Shown even with empty fields.
    await expect(header).toHaveValue('Authorization: Basic Og==');
    await expect(password).toHaveAttribute('type', 'password');

    await username.fill('Aladdin');
    await password.fill('open sesame');
    await expect(header).toHaveValue('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
    await page.getByRole('button', { name: 'Show password', exact: true }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Copy header', exact: true }).click();
    await expect(page.getByRole('status').getByText('Header copied to the clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');

    await username.fill('us:er');
    await expect(page.getByText('A colon in the username cannot be decoded by servers (RFC 7617).')).toBeVisible();
    await expect(header).toHaveValue('Authorization: Basic dXM6ZXI6b3BlbiBzZXNhbWU=');
    await username.fill('test');
    await password.fill('123£');
    await expect(header).toHaveValue('Authorization: Basic dGVzdDoxMjPCow==');
    await expect(page.getByText(/A colon in the username/)).toHaveCount(0);

    // Sensitive: nothing is kept, nothing goes into the URL.
    expect(page.url()).not.toContain('test');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Authorization header', exact: true })).toHaveValue(
      'Authorization: Basic Og==',
    );
  });
});
