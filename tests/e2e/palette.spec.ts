import { expect, test } from './support/test';

test.describe('command palette', () => {
  test('opens with Ctrl+K, searches in a worker, moves with arrows and runs with Enter', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search a tool or a command' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('combobox', { name: 'Search a tool or a command' });
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Type to search a tool or a command...');
    await expect(dialog.getByRole('option')).toHaveCount(0); // an empty query lists nothing

    await page.keyboard.type('bcrypt');
    const results = dialog.getByRole('listbox', { name: 'Results' });
    await expect(results.getByRole('option', { name: /Bcrypt/ })).toBeVisible();
    await expect(results.getByRole('group', { name: 'Tools' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Bcrypt' })).toBeVisible();

    // Reopening starts empty: closing cleared the query.
    await page.keyboard.press('Control+k');
    await expect(dialog.getByRole('combobox')).toHaveValue('');
    await page.keyboard.type('token');
    await expect(results.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(dialog.getByRole('combobox')).toHaveValue('');
  });

  test('groups results, caps each group at 5, and rejects patterns over 32 characters', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search a tool or a command' });
    await dialog.getByRole('combobox').fill('o');
    const groups = dialog.getByRole('group');
    await expect(groups.first()).toBeVisible();
    for (const group of await groups.all()) expect(await group.getByRole('option').count()).toBeLessThanOrEqual(5);
    await dialog.getByRole('combobox').fill('a'.repeat(33));
    await expect(dialog.getByRole('option')).toHaveCount(0);
  });

  test('Toggle dark mode stays open; About navigates and closes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search a tool or a command' });
    await dialog.getByRole('combobox').fill('dark mode');
    await dialog.getByRole('option', { name: /Toggle dark mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox').fill('about');
    await dialog.getByRole('option', { name: /^About/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveTitle('About - Toolshed');
  });

  test('Random tool opens some tool page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search a tool or a command' });
    await dialog.getByRole('combobox').fill('random tool');
    await dialog.getByRole('option', { name: /Random tool/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveTitle(/ - Toolshed$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('searches the current language and English keywords', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').fill('jetons');
    await expect(dialog.getByRole('option', { name: /Générateur de jetons/ })).toBeVisible();
    await dialog.getByRole('combobox').fill('password');
    await expect(dialog.getByRole('option', { name: /Générateur de jetons/ })).toBeVisible();
  });
});
