import { expect, test, type Page } from '../support/test';

const art = (page: Page) => page.getByRole('textbox', { name: 'Ascii Art text', exact: true });
/** The drawn rows as text (trailing spaces included), '' while nothing is drawn. */
const artText = (page: Page) =>
  art(page).evaluate((view) => [...view.querySelectorAll(':scope > div > div > div')].map((row) => row.textContent).join('\n'));
const text = (page: Page) => page.getByRole('textbox', { name: 'Your text', exact: true });
const width = (page: Page) => page.getByRole('textbox', { name: 'Width', exact: true });
/** A number field takes its value when it loses focus. */
async function setWidth(page: Page, value: string) {
  await width(page).fill(value);
  await width(page).press('Tab');
}

async function chooseFont(page: Page, search: string, font: string) {
  await page.getByRole('button', { name: /Font$/ }).click();
  await page.getByRole('searchbox').fill(search);
  await page.getByRole('option', { name: font, exact: true }).click();
}

const ASCII_ART_STANDARD = [
  '     _             _ _      _    ____ _____ ',
  '    / \\   ___  ___(_|_)    / \\  |  _ \\_   _|',
  '   / _ \\ / __|/ __| | |   / _ \\ | |_) || |  ',
  '  / ___ \\\\__ \\ (__| | |  / ___ \\|  _ < | |  ',
  ' /_/   \\_\\___/\\___|_|_| /_/   \\_\\_| \\_\\|_|  ',
  '                                            ',
].join('\n');

test('draws text in a bundled font, wraps at the width, copies and keeps the settings', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/ascii-text-drawer');
  await expect(page.getByRole('heading', { level: 1, name: 'ASCII Art Text Generator' })).toBeVisible();
  await expect(text(page)).toHaveValue('Ascii ART');
  await expect(page.getByRole('button', { name: /Font$/ })).toContainText('Standard');
  await expect(width(page)).toHaveValue('80');
  // Trailing spaces are kept.
  await expect.poll(() => artText(page)).toBe(ASCII_ART_STANDARD);

  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ASCII_ART_STANDARD);

  // The font list is searchable; each font is named once.
  await page.getByRole('button', { name: /Font$/ }).click();
  await page.getByRole('searchbox').fill('babyface');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Babyface Lame', 'Babyface Leet']);
  // The first Escape clears the search, the second closes the list.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Font' })).toHaveCount(0);

  await text(page).fill('ab');
  await chooseFont(page, 'braille', 'Small Braille');
  await expect.poll(() => artText(page)).toBe(' ⢀⣀ ⣇⡀\n ⠣⠼ ⠧⠜');

  // Out of range: the field says so, nothing is drawn, nothing breaks.
  await setWidth(page, '10001');
  await expect(page.getByText('The width must be a whole number from 0 to 10000')).toBeVisible();
  await expect.poll(() => artText(page)).toBe('');
  await expect(page.getByRole('alert').filter({ hasText: 'Current settings resulted in error.' })).toHaveCount(0);

  // A narrow width wraps on whitespace: one word per block.
  await chooseFont(page, 'standard', 'Standard');
  await text(page).fill('Hello world');
  await setWidth(page, '40');
  await expect.poll(async () => (await artText(page)).split('\n').length).toBe(10);
  await setWidth(page, '0');
  await expect.poll(async () => (await artText(page)).split('\n').length).toBe(6);

  await chooseFont(page, 'doom', 'Doom');
  await expect.poll(() => artText(page)).toContain('| | | |');
  await expect(page).toHaveURL(/font=Doom/);
  await page.reload();
  await expect(text(page)).toHaveValue('Hello world');
  await expect(width(page)).toHaveValue('0');
  await expect(page.getByRole('button', { name: /Font$/ })).toContainText('Doom');
  await expect.poll(() => artText(page)).toContain('| | | |');
});

test.describe('a font that cannot be fetched', () => {
  // The page must fetch the font chunks itself, not a service worker that would skip the route.
  test.use({ serviceWorkers: 'block' });

  test('shows "Loading font..." then the error alert, and another font still draws', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Fonts are chunks of the worker build (assets/<font>.worker-lib-<hash>.js).
    await page.route(/\/assets\/Ghost\.worker-lib-[^/]*\.js$/, async (route) => {
      await held;
      await route.fulfill({ status: 404, body: 'Not found' });
    });
    await page.goto('/ascii-text-drawer?font=Ghost');
    await expect(page.getByText('Loading font...')).toBeVisible();
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'Current settings resulted in error.' })).toBeVisible();
    await expect(art(page)).toHaveCount(0);

    await chooseFont(page, 'big', 'Big');
    await expect.poll(() => artText(page)).toContain('| |__) |');
    await expect(page.getByText('Current settings resulted in error.')).toHaveCount(0);
  });
});
