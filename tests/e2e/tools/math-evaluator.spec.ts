import { expect, test, type Page } from '../support/test';

const input = (page: Page) => page.getByRole('textbox', { name: 'Math expression', exact: true });
const resultCard = (page: Page) => page.getByRole('region', { name: 'Result', exact: true });
const result = (page: Page) => resultCard(page).getByRole('textbox', { name: 'Result', exact: true });

test.describe('math evaluator', () => {
  test('evaluates numbers, complex numbers, matrices and units in the worker, and shows engine errors', async ({ page }) => {
    await page.goto('/math-evaluator');
    await expect(page.getByRole('heading', { level: 1, name: 'Math evaluator' })).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', 'Your math expression (ex: 2*sqrt(6) )...');
    await expect(resultCard(page)).toHaveCount(0);

    await input(page).pressSequentially('2*sqrt(6)');
    await expect(result(page)).toHaveValue('4.898979485566356');
    for (const [expression, value] of [
      ['0.1 + 0.2', '0.30000000000000004'],
      ['sqrt(-4) + 1', '1 + 2i'],
      ['[1, 2; 3, 4] * 2', '[[2, 4], [6, 8]]'],
      ['2 inch to cm', '5.08 cm'],
      ['1/0', 'Infinity'],
      ['cos(pi)', '-1'],
    ]) {
      await input(page).fill(expression as string);
      await expect(result(page)).toHaveValue(value as string);
    }
    await expect(page.getByRole('button', { name: 'Copy Result' })).toBeEnabled();

    // An error: the engine's message under the field, the card hidden.
    await input(page).fill('1 + foo');
    await expect(page.getByText('Undefined symbol foo', { exact: true })).toBeVisible();
    await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(resultCard(page)).toHaveCount(0);
    await input(page).fill('2 * (3');
    await expect(page.getByText('Parenthesis ) expected (char 7)', { exact: true })).toBeVisible();
    // Blank: no card and no error.
    await input(page).fill('   ');
    await expect(resultCard(page)).toHaveCount(0);
    await expect(input(page)).not.toHaveAttribute('aria-invalid', 'true');

    // Kept across a reload.
    await input(page).fill('3^2 + 1');
    await expect(result(page)).toHaveValue('10');
    await page.reload();
    await expect(input(page)).toHaveValue('3^2 + 1');
    await expect(result(page)).toHaveValue('10');
  });

  test('stops an evaluation after 2 s with its message, and evaluates the next one in a fresh worker', async ({ page }) => {
    await page.goto('/math-evaluator');
    // Exponential recursion: hundreds of millions of calls, far beyond the limit.
    await input(page).fill('f(n) = n <= 1 ? 1 : f(n - 1) + f(n - 2); f(60)');
    // Past 300 ms the run shows its elapsed time and Cancel; past 2 s it stops by itself.
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(page.getByText('The expression took too long to evaluate', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(resultCard(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

    await input(page).fill('6 * 7');
    await expect(result(page)).toHaveValue('42');
    await expect(page.getByText('The expression took too long to evaluate')).toHaveCount(0);
  });
});
