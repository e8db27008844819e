import { expect, test } from '../support/test';

test.describe('percentage calculator', () => {
  test('computes the three percentages, flags a non-number and keeps its inputs', async ({ page }) => {
    await page.goto('/percentage-calculator');
    const card = (name: string) => page.getByRole('region', { name, exact: true });
    const field = (region: string, name: string) => card(region).getByRole('textbox', { name, exact: true });
    const percentOf = 'What is X % of Y';
    const percentageOf = 'X is what percent of Y';
    const change = 'What is the percentage increase/decrease';

    await field(percentOf, 'X').fill('10');
    await expect(field(percentOf, 'Result')).toHaveValue('');
    await field(percentOf, 'Y').fill('200');
    await expect(field(percentOf, 'Result')).toHaveValue('20');

    await field(percentageOf, 'X').fill('1');
    await field(percentageOf, 'Y').fill('3');
    await expect(field(percentageOf, 'Result')).toHaveValue('33.333333333333336');
    await field(percentageOf, 'Y').fill('0');
    await expect(field(percentageOf, 'Result')).toHaveValue('');

    await field(change, 'From').fill('150');
    await field(change, 'To').fill('100');
    await expect(field(change, 'Result')).toHaveValue('-33.33333333333333');

    await field(change, 'To').fill('lots');
    await expect(card(change).getByText('This is not a number')).toBeVisible();
    await expect(field(change, 'To')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(change, 'Result')).toHaveValue('');
    await field(change, 'To').fill('300');

    await page.reload();
    await expect(field(percentOf, 'Result')).toHaveValue('20');
    await expect(field(change, 'Result')).toHaveValue('100');
  });
});
