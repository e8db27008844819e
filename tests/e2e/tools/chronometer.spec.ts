import { expect, test } from '@playwright/test';

test.describe('chronometer', () => {
  test('starts, laps, stops and resets by mouse and keyboard, and resumes after a reload', async ({ page }) => {
    await page.goto('/chronometer');
    const display = page.getByRole('timer', { name: 'Elapsed time' });
    await expect(display).toHaveText('00:00.000');
    await expect(page.getByRole('button', { name: 'Lap' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Start' }).click();
    await expect(display).not.toHaveText('00:00.000');
    await page.waitForTimeout(300);
    await page.getByRole('button', { name: 'Lap' }).click();
    const laps = page.getByRole('grid', { name: 'Laps' });
    await expect(laps.getByRole('row')).toHaveCount(2);
    await expect(laps.getByRole('columnheader')).toHaveText(['Lap', 'Lap time', 'Total']);
    await expect(laps.getByRole('row').nth(1)).toContainText(/^1\s*00:0\d\.\d{3}\s*00:0\d\.\d{3}$/);

    // Keyboard shortcut: Space stops when focus is not on a control.
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
    const stopped = await display.textContent();
    await page.waitForTimeout(200);
    await expect(display).toHaveText(stopped as string);
    expect(stopped).toMatch(/^00:0\d\.\d{3}$/);

    // The buttons work by keyboard too.
    await page.getByRole('button', { name: 'Start' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(laps.getByRole('row')).toHaveCount(2);
    await expect(display).not.toHaveText(stopped as string);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(display).toHaveText('00:00.000');
    await expect(laps).toHaveCount(0);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await page.keyboard.press('r');
    await expect(display).toHaveText('00:00.000');
  });
});
