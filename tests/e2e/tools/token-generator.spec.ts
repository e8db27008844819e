import { expect, test } from '../support/test';

test.describe('token generator', () => {
  test('generates tokens from the chosen sets, mirrors options in the URL and keeps them', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/token-generator');
    const token = page.getByRole('textbox', { name: 'Token', exact: true });
    await expect(token).toHaveValue(/^[A-Za-z0-9]{64}$/);
    await expect(page.getByText('Length (64)')).toBeVisible();

    await page.getByText('Uppercase (ABC...)').click();
    await page.getByText('Numbers (123...)').click();
    await expect(token).toHaveValue(/^[a-z]{64}$/);
    await expect(page).toHaveURL(/uppercase=false/);

    // The slider moves by keyboard, as a person without a mouse would.
    const slider = page.getByRole('slider');
    await slider.focus();
    for (let length = 63; length >= 60; length--) {
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByText(`Length (${length})`)).toBeVisible();
    }
    await expect(token).toHaveValue(/^[a-z]{60}$/);
    await expect(page).toHaveURL(/length=60/);

    const before = await token.inputValue();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(token).not.toHaveValue(before);

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('status').getByText('Token copied to the clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await token.inputValue());

    await page.reload();
    await expect(page.getByText('Length (60)')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Uppercase (ABC...)' })).not.toBeChecked();
  });

  test('reads options from the URL and gives an empty token with every set off', async ({ page }) => {
    await page.goto('/token-generator?length=8&uppercase=false&lowercase=false&numbers=true&symbols=false');
    const token = page.getByRole('textbox', { name: 'Token', exact: true });
    await expect(token).toHaveValue(/^\d{8}$/);
    await page.getByText('Numbers (123...)').click();
    await expect(token).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
