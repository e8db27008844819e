import { expect, test } from '../support/test';

test.describe('temperature converter', () => {
  test('converts from any scale, rounds exactly, flags a non-number and keeps the edit', async ({ page }) => {
    await page.goto('/temperature-converter');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect(field('Kelvin')).toHaveValue('0');
    await expect(field('Celsius')).toHaveValue('-273.15');

    await field('Celsius').fill('100');
    await expect(field('Kelvin')).toHaveValue('373.15');
    await expect(field('Fahrenheit')).toHaveValue('212');
    await expect(field('Rankine')).toHaveValue('671.67');
    await expect(field('Delisle')).toHaveValue('0');
    await expect(field('Newton')).toHaveValue('33');
    await expect(field('Réaumur')).toHaveValue('80');
    await expect(field('Rømer')).toHaveValue('60');

    await field('Fahrenheit').fill('98.6');
    await expect(field('Celsius')).toHaveValue('37');
    await expect(field('Fahrenheit')).toHaveValue('98.6');

    // Clearing a field changes nothing else.
    await field('Fahrenheit').fill('');
    await expect(field('Celsius')).toHaveValue('37');

    await field('Kelvin').fill('abc');
    await expect(page.getByText('This is not a number')).toBeVisible();
    await expect(field('Kelvin')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('Celsius')).toHaveValue('');

    await field('Kelvin').fill('0');
    await field('Rømer').fill('7.5');
    await expect(field('Kelvin')).toHaveValue('273.15');
    await page.reload();
    await expect(field('Rømer')).toHaveValue('7.5');
    await expect(field('Celsius')).toHaveValue('0');
  });
});
