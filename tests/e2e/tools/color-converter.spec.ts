import { expect, test } from '../support/test';
import { storedToolState } from '../support/stored-state';

test.describe('color converter', () => {
  test('derives every notation from the one edited, reports a bad one and keeps the colour', async ({ page }) => {
    await page.goto('/color-converter');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect(field('hex')).toHaveValue('#1ea54c');
    await expect(field('rgb')).toHaveValue('rgb(30, 165, 76)');
    await expect(field('name')).toHaveValue('seagreen');
    await expect(page.getByRole('group', { name: 'color picker', exact: true })).toBeVisible();

    await field('rgb').fill('rgb(255, 0, 0)');
    await expect(field('hex')).toHaveValue('#ff0000');
    await expect(field('hsl')).toHaveValue('hsl(0, 100%, 50%)');
    await expect(field('hwb')).toHaveValue('hwb(0 0% 0%)');
    await expect(field('cmyk')).toHaveValue('device-cmyk(0% 100% 100% 0%)');
    await expect(field('name')).toHaveValue('red');
    await expect(field('rgb')).toHaveValue('rgb(255, 0, 0)');

    await field('hex').fill('#66339980');
    await expect(field('rgb')).toHaveValue('rgba(102, 51, 153, 0.5)');
    await expect(field('hwb')).toHaveValue('hwb(270 20% 40% / 0.5)');
    await expect(field('name')).toHaveValue('Unknown');

    await field('hsl').fill('hsl(0, 100%');
    await expect(page.getByText('Invalid hsl format.')).toBeVisible();
    await expect(field('hsl')).toHaveAttribute('aria-invalid', 'true');
    await expect(field('hex')).toHaveValue('#66339980');

    // The alpha slider moves by keyboard; the colour becomes more opaque.
    await field('name').fill('blue');
    await expect(field('hex')).toHaveValue('#0000ff');
    await page.getByRole('slider', { name: 'Alpha' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(field('hex')).toHaveValue(/^#0000ff[0-9a-f]{2}$/);
    await expect(field('rgb')).toHaveValue(/^rgba\(0, 0, 255, 0\.9\d*\)$/);

    await field('hex').fill('#123456');
    await expect.poll(() => storedToolState(page, 'color-converter')).toEqual({ color: '#123456' });
    await page.reload();
    await expect(field('rgb')).toHaveValue('rgb(18, 52, 86)');
  });

  test('the legacy path opens the converter', async ({ page }) => {
    await page.goto('/color-picker-converter');
    await expect(page).toHaveURL(/\/color-converter$/);
    await expect(page.getByRole('textbox', { name: 'hex', exact: true })).toHaveValue(/^#/);
  });
});
