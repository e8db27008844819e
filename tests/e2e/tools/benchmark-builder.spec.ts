import { expect, test, type Page } from '../support/test';

const suite = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const value = (page: Page, suiteName: string, n: number) =>
  suite(page, suiteName).getByRole('textbox', { name: `Value ${n}`, exact: true });
const results = (page: Page) => page.getByRole('grid', { name: 'Results' });
const resultRows = (page: Page) => results(page).getByRole('row');
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('benchmark builder', () => {
  test('ranks suites by mean with deltas, variance and unit, edits measures by keyboard, copies and keeps them', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/benchmark-builder');
    await expect(page.getByRole('heading', { level: 1, name: 'Benchmark builder' })).toBeVisible();

    // Defaults: Suite 1 = 5, 10; Suite 2 = 8, 12.
    await expect(suite(page, 'Suite 1').getByRole('textbox', { name: 'Suite name' })).toHaveValue('Suite 1');
    await expect(value(page, 'Suite 1', 1)).toHaveValue('5');
    await expect(value(page, 'Suite 1', 2)).toHaveValue('10');
    await expect(value(page, 'Suite 2', 2)).toHaveValue('12');
    await expect(value(page, 'Suite 1', 1)).toHaveAttribute('placeholder', 'Set your measure...');
    await expect(results(page).getByRole('columnheader')).toHaveText(['Position', 'Suite', 'Samples', 'Mean', 'Variance']);
    await expect(resultRows(page)).toHaveCount(3);
    await expect(resultRows(page).nth(1)).toHaveText(/^1\s*Suite 1\s*2\s*7\.5\s*6\.25$/);
    await expect(resultRows(page).nth(2)).toHaveText(/^2\s*Suite 2\s*2\s*10 \(\+2\.5 ; x1\.333\)\s*4$/);

    // A unit: the option is in the URL.
    const unit = page.getByRole('textbox', { name: 'Unit', exact: true });
    await expect(unit).toHaveAttribute('placeholder', 'Unit (eg: ms)');
    await unit.fill('ms');
    await expect(resultRows(page).nth(2)).toHaveText(/^2\s*Suite 2\s*2\s*10ms \(\+2\.5ms ; x1\.333\)\s*4 ms²$/);
    await expect(page).toHaveURL(/[?&]unit=ms/);

    // Enter moves to the next measure, and creates one after the last.
    await value(page, 'Suite 2', 1).focus();
    await page.keyboard.press('Enter');
    await expect(value(page, 'Suite 2', 2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(value(page, 'Suite 2', 3)).toBeFocused();
    await page.keyboard.type('4');
    await expect(resultRows(page).nth(2)).toHaveText(/^2\s*Suite 2\s*3\s*8ms \(\+0\.5ms ; x1\.067\)\s*10\.667 ms²$/);

    // A value that is not a number: its message, and no rows.
    await page.keyboard.type('x');
    await expect(suite(page, 'Suite 2').getByText('Enter a number')).toBeVisible();
    await expect(value(page, 'Suite 2', 3)).toHaveAttribute('aria-invalid', 'true');
    await expect(resultRows(page)).toHaveCount(1);
    await suite(page, 'Suite 2').getByRole('button', { name: 'Delete value' }).nth(2).click();
    await expect(value(page, 'Suite 2', 3)).toHaveCount(0);
    await expect(resultRows(page)).toHaveCount(3);

    // "Add a measure" adds an empty field; renaming renames the card and the row.
    await suite(page, 'Suite 1').getByRole('button', { name: 'Add a measure' }).click();
    await expect(value(page, 'Suite 1', 3)).toBeFocused();
    await page.keyboard.type('15');
    await suite(page, 'Suite 1').getByRole('textbox', { name: 'Suite name' }).fill('Slow | path');
    // Equal means keep the suites' order.
    await expect(resultRows(page).nth(1)).toHaveText(/^1\s*Slow \| path\s*3\s*10ms\s*16\.667 ms²$/);
    await expect(resultRows(page).nth(2)).toHaveText(/^2\s*Suite 2\s*2\s*10ms \(\+0ms ; x1\)\s*4 ms²$/);

    // "Add suite": Suite 3 = [0], now the best; ratios are ∞.
    await expect(suite(page, 'Suite 2').getByRole('button', { name: 'Delete suite' })).toBeVisible();
    await page.getByRole('button', { name: 'Add suite', exact: true }).click();
    await expect(value(page, 'Suite 3', 1)).toHaveValue('0');
    await expect(resultRows(page).nth(1)).toHaveText(/^1\s*Suite 3\s*1\s*0ms\s*0 ms²$/);
    await expect(resultRows(page).nth(2)).toHaveText(/^2\s*Slow \| path\s*3\s*10ms \(\+10ms ; x∞\)\s*16\.667 ms²$/);

    await page.getByRole('button', { name: 'Copy as markdown table' }).click();
    await expect
      .poll(() => clipboard(page))
      .toBe(
        [
          '| Position | Suite | Samples | Mean | Variance |',
          '| --- | --- | --- | --- | --- |',
          '| 1 | Suite 3 | 1 | 0ms | 0 ms² |',
          '| 2 | Slow \\| path | 3 | 10ms (+10ms ; x∞) | 16.667 ms² |',
          '| 3 | Suite 2 | 2 | 10ms (+10ms ; x∞) | 4 ms² |',
        ].join('\n'),
      );
    await suite(page, 'Suite 3').getByRole('button', { name: 'Delete suite' }).click();
    await expect(suite(page, 'Suite 3')).toHaveCount(0);
    await page.getByRole('button', { name: 'Copy as bullet list' }).click();
    await expect
      .poll(() => clipboard(page))
      .toBe(
        [
          ' - Slow | path',
          '    - Position: 1',
          '    - Samples: 3',
          '    - Mean: 10ms',
          '    - Variance: 16.667 ms²',
          ' - Suite 2',
          '    - Position: 2',
          '    - Samples: 2',
          '    - Mean: 10ms (+0ms ; x1)',
          '    - Variance: 4 ms²',
        ].join('\n'),
      );

    // Kept across a reload.
    await page.reload();
    await expect(unit).toHaveValue('ms');
    await expect(value(page, 'Slow | path', 3)).toHaveValue('15');
    await expect(resultRows(page)).toHaveCount(3);

    // "Reset suites": two empty suites, no rows, nothing to copy; only one suite cannot be deleted.
    await page.getByRole('button', { name: 'Reset suites' }).click();
    await expect(value(page, 'Suite 1', 1)).toHaveValue('');
    await expect(value(page, 'Suite 2', 1)).toHaveValue('');
    await expect(resultRows(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Copy as markdown table' })).toBeDisabled();
    await suite(page, 'Suite 2').getByRole('button', { name: 'Delete suite' }).click();
    await expect(page.getByRole('button', { name: 'Delete suite' })).toHaveCount(0);
  });
});
