import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';

const regex = (page: Page) => page.getByRole('textbox', { name: 'Regex', exact: true });
const text = (page: Page) => page.getByRole('textbox', { name: 'Text to match', exact: true });
const flag = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
/** Ticks or unticks a flag as a person does, by clicking its label. */
const toggle = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: flag(page, name) })
    .click();
// A plain table up to 100 matches, the kit's virtualised grid beyond.
const table = (page: Page) => page.getByRole('table', { name: 'Matches', exact: true });
const grid = (page: Page) => page.getByRole('grid', { name: 'Matches', exact: true });
const sample = (page: Page) => page.getByRole('textbox', { name: 'Sample matching text', exact: true });
const rows = (page: Page) => table(page).getByRole('row');

test.describe('regex tester', () => {
  test('lists matches with captures and named groups, follows the flags, shows errors and keeps everything', async ({ page }) => {
    await page.goto('/regex-tester');
    await expect(page.getByRole('heading', { level: 1, name: 'Regex Tester' })).toBeVisible();
    for (const [name, checked] of [
      ['Global (g)', true],
      ['Case insensitive (i)', false],
      ['Multiline (m)', false],
      ['Dot all (s)', true],
      ['Unicode (u)', true],
      ['Unicode sets (v)', false],
    ] as const)
      await expect(flag(page, name)).toBeChecked({ checked });

    await text(page).fill('Dates: 2024-09-20 and 1999-12-31.');
    await regex(page).fill('(?<year>\\d{4})-(?<month>\\d{2})-(\\d{2})');
    for (const column of ['Index in text', 'Value', 'Captures', 'Groups'])
      await expect(table(page).getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).nth(1).getByRole('cell')).toHaveText([
      '2024-09-20',
      '1: "2024" (7–11), 2: "09" (12–14), 3: "20" (15–17)',
      'year: "2024" (7–11), month: "09" (12–14)',
    ]);
    await expect(rows(page).nth(1).getByRole('rowheader')).toHaveText('7');
    await expect(rows(page).nth(2)).toContainText('1999-12-31');
    await expect(sample(page)).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page).toHaveURL(/[?&]regex=/);
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Without g, the first match only.
    await toggle(page, 'Global (g)');
    await expect(rows(page)).toHaveCount(2);
    await toggle(page, 'Global (g)');
    await expect(rows(page)).toHaveCount(3);

    // The flags answer the keyboard: Space on the focused box.
    await flag(page, 'Global (g)').focus();
    await page.keyboard.press('Space');
    await expect(flag(page, 'Global (g)')).not.toBeChecked();
    await expect(rows(page)).toHaveCount(2);
    await page.keyboard.press('Space');
    await expect(rows(page)).toHaveCount(3);

    // u and v exclude each other.
    await toggle(page, 'Unicode sets (v)');
    await expect(flag(page, 'Unicode sets (v)')).toBeChecked();
    await expect(flag(page, 'Unicode (u)')).not.toBeChecked();
    await toggle(page, 'Unicode (u)');
    await expect(flag(page, 'Unicode (u)')).toBeChecked();
    await expect(flag(page, 'Unicode sets (v)')).not.toBeChecked();

    // Case: no match, then a match with i.
    await regex(page).fill('DATES');
    await expect(page.getByText('No match', { exact: true })).toBeVisible();
    await toggle(page, 'Case insensitive (i)');
    await expect(rows(page).nth(1).getByRole('cell').first()).toHaveText('Dates');

    // A pattern the engine refuses: its message under the field, no outputs.
    await regex(page).fill('(\\d+');
    await expect(page.getByText('Invalid regex: Unterminated group', { exact: true })).toBeVisible();
    await expect(regex(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(table(page)).toHaveCount(0);
    await expect(sample(page)).toHaveCount(0);

    // A regex only the empty text matches: that is its sample, said in words (not "no sample").
    await regex(page).fill('^$');
    await expect(page.getByText('No match', { exact: true })).toBeVisible();
    await expect(sample(page)).toHaveValue('');
    await expect(page.getByText('The empty text matches this regex.', { exact: true })).toBeVisible();

    await regex(page).fill('\\d+');
    await expect(rows(page)).toHaveCount(7);
    await expect(regex(page)).not.toHaveAttribute('aria-invalid', 'true');

    // Kept across a reload: regex, flags and text.
    await page.reload();
    await expect(regex(page)).toHaveValue('\\d+');
    await expect(flag(page, 'Case insensitive (i)')).toBeChecked();
    await expect(text(page)).toHaveValue('Dates: 2024-09-20 and 1999-12-31.');
    await expect(rows(page)).toHaveCount(7);

    // The text can come from a file.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open file', exact: true }).click();
    await (await chooser).setFiles({ name: 'log.txt', mimeType: 'text/plain', buffer: Buffer.from('id 42\nid 7\n') });
    await expect(text(page)).toHaveValue('id 42\nid 7\n');
    await expect(rows(page)).toHaveCount(3);

    // The URL query names the regex.
    await page.goto('/regex-tester?regex=i%2B');
    await expect(regex(page)).toHaveValue('i+');
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('stops a catastrophic regex after 1 s with its message, then runs the next one on a fresh worker', async ({ page }) => {
    await page.goto('/regex-tester');
    await text(page).fill(`${'a'.repeat(40)}b`);
    await regex(page).fill('(a+)+$');
    // Past 300 ms the run shows its elapsed time and Cancel; past 1 s it stops by itself.
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(
      page.getByText('The regex took too long (possible catastrophic backtracking) and was stopped.', { exact: true }),
    ).toBeVisible({ timeout: 10_000 });
    await expect(regex(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(table(page)).toHaveCount(0);

    await regex(page).fill('a+b');
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(1).getByRole('cell').first()).toHaveText(`${'a'.repeat(40)}b`);
    await expect(page.getByText(/took too long/)).toHaveCount(0);
  });

  test('shows at most 10,000 matches, in a virtualised table', async ({ page }) => {
    await page.goto('/regex-tester');
    await text(page).fill('ab'.repeat(15_000));
    await regex(page).fill('a');
    await expect(page.getByText('Only the first 10,000 matches are shown', { exact: true })).toBeVisible();
    await expect(grid(page).getByRole('columnheader', { name: 'Captures', exact: true })).toBeVisible();
    await expect(grid(page).getByRole('row').nth(1)).toContainText('0');
    // Only the rows in sight are in the page.
    expect(await grid(page).getByRole('row').count()).toBeLessThan(100);
    await regex(page).fill('(?:)');
    await expect(page.getByText('Only the first 10,000 matches are shown', { exact: true })).toBeVisible();
    await regex(page).fill('b$');
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByText('Only the first 10,000 matches are shown')).toHaveCount(0);
  });
});
