import { expect, test } from '../support/test';

test.describe('slugify-string', () => {
  test('slugifies live, says when nothing is left, copies and keeps its input', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/slugify-string');
    await expect(page.getByRole('heading', { level: 1, name: 'Slugify string' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your string to slugify', exact: true });
    const slug = page.getByRole('textbox', { name: 'Your slug', exact: true });
    const copy = page.getByRole('button', { name: 'Copy slug', exact: true });
    await expect(slug).toHaveValue('');
    await expect(slug).toHaveAttribute('placeholder', 'Your slug will be generated here (ex: my-file-path)');
    await expect(copy).toBeDisabled();

    await input.fill('Déjà Vu: I ♥ fooBar & Я 😀');
    await expect(slug).toHaveValue('deja-vu-i-love-foo-bar-and-ya');
    await copy.click();
    await expect(page.getByRole('status').getByText('Slug copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('deja-vu-i-love-foo-bar-and-ya');

    await input.fill('日本語 😀');
    await expect(slug).toHaveValue('');
    await expect(page.getByText(/Nothing in this text can go into a slug/)).toBeVisible();
    // The note appeared after the field: it is still its description for a screen reader.
    await expect(slug).toHaveAccessibleDescription(/^Nothing in this text can go into a slug/);
    await expect(copy).toBeDisabled();

    await input.fill('My file path 2');
    await expect(slug).toHaveValue('my-file-path-2');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your slug', exact: true })).toHaveValue('my-file-path-2');
  });
});
