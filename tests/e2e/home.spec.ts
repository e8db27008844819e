import { expect, test } from './support/test';

test.describe('home page', () => {
  test('the search box filters the tools', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search tools' });
    await search.fill('bcrypt');
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('link', { name: 'Bcrypt' })).toBeVisible();
    await expect(results.getByRole('link', { name: 'Token generator' })).toHaveCount(0);
    // A word found only in a tool's keywords (they load when the search box is first used).
    await search.fill('keccak');
    await expect(results.getByRole('link', { name: 'Hash text' })).toBeVisible();
    await search.fill('no tool is called like this');
    await expect(results.getByText('No tool matches your search')).toBeVisible();
    await search.fill('');
    await expect(page.getByRole('region', { name: 'All the tools' })).toBeVisible();
  });

  test('favourites come first, can be reordered with Move up / Move down, and the order is kept', async ({ page }) => {
    await page.goto('/');
    const all = page.getByRole('region', { name: 'All the tools' });
    for (const name of ['Token generator', 'Bcrypt']) {
      await all
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name, exact: true }) })
        .getByRole('button', { name: 'Add to favorites' })
        .click();
    }
    const favorites = page.getByRole('region', { name: 'Your favorite tools' });
    await expect(favorites.getByText('Drag and drop to reorder favorites')).toBeVisible();
    const names = () => favorites.getByRole('article').getByRole('heading').allInnerTexts();
    expect(await names()).toEqual(['Token generator', 'Bcrypt']);
    await favorites.getByRole('article').filter({ hasText: 'Bcrypt' }).getByRole('button', { name: 'Move up' }).click();
    await expect.poll(names).toEqual(['Bcrypt', 'Token generator']);
    await page.reload();
    await expect.poll(names).toEqual(['Bcrypt', 'Token generator']);
    // The menu shows the favourites group first, in the same order.
    const menuGroups = page.getByRole('navigation', { name: 'Tools' }).getByRole('button');
    await expect(menuGroups.first()).toHaveText('Your favorite tools');
    // Drag and drop reorders too.
    await favorites
      .getByRole('article')
      .filter({ hasText: 'Token generator' })
      .dragTo(favorites.getByRole('article').filter({ hasText: 'Bcrypt' }));
    await expect.poll(names).toEqual(['Token generator', 'Bcrypt']);
  });

  test('the top bar shows the palette shortcut for this platform', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Search' })).toContainText('Ctrl + K');
  });
});
