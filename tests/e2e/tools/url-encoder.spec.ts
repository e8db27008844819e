import { expect, test } from '../support/test';

test.describe('url-encoder', () => {
  test('percent-encodes and decodes live, reports a malformed sequence and keeps its inputs', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/url-encoder');
    await expect(page.getByRole('heading', { level: 1, name: 'Encode/decode URL-formatted strings' })).toBeVisible();
    const encodeCard = page.getByRole('region', { name: 'Encode', exact: true });
    const decodeCard = page.getByRole('region', { name: 'Decode', exact: true });
    const encodedOut = encodeCard.getByRole('textbox', { name: 'Your string encoded', exact: true });
    const decodedOut = decodeCard.getByRole('textbox', { name: 'Your string decoded', exact: true });
    await expect(encodedOut).toHaveValue('Hello%20world%20%3A)');
    await expect(decodedOut).toHaveValue('Hello world :)');

    await encodeCard.getByRole('textbox', { name: 'Your string', exact: true }).fill('a+b é 😀');
    await expect(encodedOut).toHaveValue('a%2Bb%20%C3%A9%20%F0%9F%98%80');
    await encodeCard.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('status').getByText('Encoded string copied to the clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('a%2Bb%20%C3%A9%20%F0%9F%98%80');

    const encodedIn = decodeCard.getByRole('textbox', { name: 'Your encoded string', exact: true });
    await encodedIn.fill('100%');
    await expect(decodeCard.getByText('Impossible to parse this string')).toBeVisible();
    await expect(encodedIn).toHaveAttribute('aria-invalid', 'true');
    await expect(decodedOut).toHaveValue('');
    await encodedIn.fill('m%C3%BCnchen%2Bx+y');
    await expect(decodedOut).toHaveValue('münchen+x+y');
    await expect(page.getByText('Impossible to parse this string')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your string encoded', exact: true })).toHaveValue(
      'a%2Bb%20%C3%A9%20%F0%9F%98%80',
    );
    await expect(page.getByRole('textbox', { name: 'Your string decoded', exact: true })).toHaveValue('münchen+x+y');
  });
});
