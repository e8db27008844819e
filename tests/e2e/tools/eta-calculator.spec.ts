import { expect, test } from '../support/test';

test.describe('ETA calculator', () => {
  test('estimates the duration, the end and the required rate, rejects a zero amount and keeps its inputs', async ({ page }) => {
    await page.goto('/eta-calculator');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    const commit = async (name: string, value: string) => {
      await field(name).fill(value);
      await field(name).blur();
    };
    await expect(field('Total duration')).toHaveValue('5 hours 10 minutes');
    await expect(field('It will end')).toHaveValue(/^(today|tomorrow) at \d\d:\d\d$/);

    await page.getByLabel('The consumption started at', { exact: true }).fill('2024-01-15T09:00');
    await page.getByLabel('Target end', { exact: true }).fill('2024-01-15T14:10');
    await expect(field('Required rate')).toHaveValue('3 units per 5 minutes');
    await expect(field('It will end')).toHaveValue('15/01/2024');

    await commit('Amount of element to consume', '100');
    await expect(field('Total duration')).toHaveValue('2 hours 46 minutes 40 seconds');
    await expect(field('Required rate')).toHaveValue('1.61 units per 5 minutes');

    await page.getByRole('button', { name: /Time span unit/ }).click();
    await page.getByRole('option', { name: 'hours', exact: true }).click();
    await expect(field('Total duration')).toHaveValue('166 hours 40 minutes');
    await expect(page).toHaveURL(/spanUnit=hours/);

    await commit('Amount of element to consume', '0');
    await expect(page.getByText('Enter a number of at least 1')).toBeVisible();
    await expect(field('Total duration')).toHaveValue('');
    await expect(field('Required rate')).toHaveValue('');

    await commit('Amount of element to consume', '186');
    await commit('Time span', '1');
    await expect(field('Total duration')).toHaveValue('62 hours');
    await page.reload();
    await expect(field('Total duration')).toHaveValue('62 hours');
    await expect(field('Required rate')).toHaveValue('36 units per 1 hour');
  });
});
