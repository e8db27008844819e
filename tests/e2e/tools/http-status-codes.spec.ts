import { expect, test } from '../support/test';

test.describe('http-status-codes', () => {
  test('lists the codes by group, searches by code and words, and keeps the search', async ({ page }) => {
    await page.goto('/http-status-codes');
    const search = page.getByRole('textbox', { name: 'Search http status', exact: true });
    await expect(search).toBeFocused();
    const success = page.getByRole('region', { name: '2xx success', exact: true });
    await expect(success.getByRole('heading', { level: 3 })).toHaveCount(10);
    await expect(
      page.getByRole('region', { name: '4xx client error' }).getByRole('heading', { name: "418 I'm a teapot" }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: '207 Multi-Status' }).locator('..')).toContainText('For WebDav.');

    await search.fill('teapot');
    const results = page.getByRole('region', { name: 'Search results', exact: true });
    await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText("418 I'm a teapot");
    await expect(success).toHaveCount(0);
    await search.fill('404');
    await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText('404 Not Found');
    await search.fill('zzzzqqq');
    await expect(page.getByText('No status code matches your search')).toBeVisible();

    await search.fill('rate limiting');
    await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText('429 Too Many Requests');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search http status', exact: true })).toHaveValue('rate limiting');
    await expect(page.getByRole('region', { name: 'Search results' }).getByRole('heading', { level: 3 }).first()).toHaveText(
      '429 Too Many Requests',
    );
  });
});
