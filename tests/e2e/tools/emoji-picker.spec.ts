import { expect, test, type Page } from '../support/test';

const search = (page: Page) => page.getByRole('textbox', { name: 'Search emojis', exact: true });

test('lists emojis by group, searches them with a pause, copies an emoji, its code points and escape', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/emoji-picker');
  await expect(page.getByRole('heading', { level: 1, name: 'Emoji picker' })).toBeVisible();
  await expect(search(page)).toHaveAttribute('placeholder', "Search emojis (e.g. 'smile')...");

  // All emojis by group, the first group first; only the rows in view are rendered.
  const all = page.getByRole('region', { name: 'All emojis', exact: true });
  await expect(all.getByRole('heading', { name: 'Smileys & Emotion', exact: true })).toBeVisible();
  await expect(all.getByRole('button', { name: 'Copy Grinning face', exact: true })).toHaveText('😀');
  await expect(all.getByRole('heading', { name: 'Flags', exact: true })).toHaveCount(0);
  expect(await all.getByRole('button', { name: /^Copy / }).count()).toBeLessThan(200);

  // Scrolling to the end renders the last emoji, and no longer the first.
  await all.evaluate((view) => view.scrollTo(0, view.scrollHeight));
  await expect(all.getByRole('button', { name: 'Copy Flag: Wales', exact: true })).toBeVisible();
  await expect(all.getByRole('heading', { name: 'Smileys & Emotion', exact: true })).toHaveCount(0);
  await expect(all.getByRole('button', { name: 'Copy Grinning face', exact: true })).toHaveCount(0);

  await search(page).fill('thumbs up');
  const results = page.getByRole('region', { name: 'Search result', exact: true });
  await expect(results.getByRole('heading', { name: 'Search result', exact: true })).toBeVisible();
  const thumbsUp = results.getByRole('button', { name: 'Copy Thumbs up', exact: true });
  await expect(thumbsUp).toBeVisible();
  await expect(results.getByText('0x1f44d 0xfe0f', { exact: true })).toBeVisible();
  await expect(results.getByText('\\ud83d\\udc4d\\ufe0f', { exact: true })).toBeVisible();

  await thumbsUp.click();
  await expect(page.getByText('Emoji 👍️ copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('👍️');
  await results.getByText('0x1f44d 0xfe0f', { exact: true }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('0x1f44d 0xfe0f');
  await results.getByText('\\ud83d\\udc4d\\ufe0f', { exact: true }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('\\ud83d\\udc4d\\ufe0f');

  // A typo still finds it; code points find their emoji.
  await search(page).fill('grinnning face');
  await expect(results.getByRole('button', { name: 'Copy Grinning face', exact: true })).toBeVisible();
  await search(page).fill('0x1f1eb');
  await expect(results.getByRole('button', { name: 'Copy Flag: France', exact: true })).toBeVisible();

  await search(page).fill('qqqqzzzzxxxx');
  await expect(page.getByText('No results', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await search(page).fill('rocket');
  await expect(results.getByRole('button', { name: 'Copy Rocket', exact: true })).toBeVisible();
  await page.reload();
  await expect(search(page)).toHaveValue('rocket');
  await expect(page.getByRole('button', { name: 'Copy Rocket', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Clear Search emojis', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Smileys & Emotion', exact: true })).toBeVisible();
});

test('names the emojis in the UI language', async ({ page }) => {
  await page.goto('/emoji-picker');
  await page.getByRole('combobox', { name: /language/i }).selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Smileys et émotions', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copier Visage rieur', exact: true })).toHaveText('😀');
  await page.getByRole('textbox', { name: 'Rechercher des émojis', exact: true }).fill('fusée');
  await expect(page.getByRole('button', { name: 'Copier Fusée', exact: true })).toBeVisible();
});
