import { expect, test } from '../support/test';

test.describe('text-diff', () => {
  test('diffs as you type, side by side or unified, and copies a `diff -u` text', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/text-diff');
    await expect(page.getByRole('heading', { level: 1, name: 'Text diff' })).toBeVisible();
    const original = page.getByRole('textbox', { name: 'Original text', exact: true });
    const modified = page.getByRole('textbox', { name: 'Modified text', exact: true });
    const diff = page.getByRole('table', { name: 'Diff', exact: true });
    const summary = page.getByRole('status').filter({ hasText: 'lines added' });

    await original.fill('alpha\nthe quick brown fox\ngamma\nend\n');
    await modified.fill('alpha\nthe slow brown fox\ngamma\nextra\nend\n');
    await expect(summary).toHaveText('2 lines added, 1 lines removed');
    // Side by side: the changed pair on one row, the changed word marked on each side, statuses as text.
    const pair = diff.getByRole('row').filter({ hasText: 'quick' });
    await expect(pair).toContainText('Removed: ');
    await expect(pair).toContainText('Added: ');
    await expect(pair.locator('del')).toHaveText('quick');
    await expect(pair.locator('ins')).toHaveText('slow');
    await expect(diff.getByRole('row')).toHaveCount(5);

    await page.getByText('Side by side', { exact: true }).click();
    await expect(diff.getByRole('row')).toHaveCount(6);
    await expect(page).toHaveURL(/sideBySide=false/);

    await page.getByRole('button', { name: 'Copy unified diff' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(
        '--- original\n+++ modified\n@@ -1,4 +1,5 @@\n alpha\n-the quick brown fox\n+the slow brown fox\n gamma\n+extra\n end\n',
      );

    // Ignore whitespace: lines differing only in spaces are equal.
    await original.fill('a  b\n');
    await modified.fill('a b\n');
    await expect(summary).toHaveText('1 lines added, 1 lines removed');
    await page.getByText('Ignore whitespace', { exact: true }).click();
    await expect(summary).toHaveText('0 lines added, 0 lines removed');
    await expect(page.getByRole('button', { name: 'Copy unified diff' })).toBeDisabled();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Original text', exact: true })).toHaveValue('a  b\n');
    await expect(page.getByRole('status').filter({ hasText: 'lines added' })).toHaveText('0 lines added, 0 lines removed');
  });

  test('two big texts diff in the worker and only visible rows are in the page', async ({ page }) => {
    await page.goto('/text-diff');
    const lines = Array.from({ length: 20_000 }, (_, i) => `line ${i} lorem ipsum dolor sit amet`);
    const changed = lines.map((line, i) => (i % 3 === 0 ? line.replace('lorem', 'LOREM') : line));
    // Opened as files, as a person would with texts this size (Chromium types thousands of line
    // breaks in quadratic time, which would only measure the test driver).
    const open = async (index: number, name: string, text: string) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: `Open file (${['Original text', 'Modified text'][index]})`, exact: true }).click();
      await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
    };
    await open(0, 'original.txt', lines.join('\n'));
    await open(1, 'modified.txt', changed.join('\n'));
    await expect(page.getByRole('status').filter({ hasText: 'lines added' })).toHaveText('6667 lines added, 6667 lines removed', {
      timeout: 30_000,
    });
    // Texts this big stay out of the fields (a field lays out all its text), which say so.
    const originalField = page.getByRole('textbox', { name: 'Original text', exact: true });
    await expect(originalField).toHaveValue('');
    await expect(originalField).toHaveAccessibleDescription(/characters is loaded/);
    const diff = page.getByRole('table', { name: 'Diff', exact: true });
    await expect(diff).toHaveAttribute('aria-rowcount', '20000');
    expect(await diff.getByRole('row').count()).toBeLessThan(200);
    await diff.focus();
    await page.keyboard.press('End');
    await expect(diff.getByRole('row').filter({ hasText: 'line 19999 lorem' })).toBeVisible();
  });
});
