import { expect, test, type Page } from '../support/test';

/** The display's text over `frames` animation frames (no fixed sleep: frames come however slow the machine is). */
const textsOverFrames = (page: Page, frames: number) =>
  page.evaluate(async (count) => {
    const timer = document.querySelector('[role="timer"]');
    const seen: string[] = [];
    for (let i = 0; i < count; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      seen.push(timer?.textContent ?? '');
    }
    return seen;
  }, frames);

/** Moves focus off every control, so the page-wide shortcuts apply. */
const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

test.describe('chronometer', () => {
  test('starts, laps, stops and resets by mouse and keyboard, and resumes after a reload', async ({ page }) => {
    await page.goto('/chronometer');
    const display = page.getByRole('timer', { name: 'Elapsed time' });
    await expect(display).toHaveText('00:00.000');
    await expect(page.getByRole('button', { name: 'Lap' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Start' }).click();
    // Running: the display moves past a tenth of a second.
    await expect(display).toHaveText(/^\d\d:(\d[1-9]|[1-9]\d)\.\d{3}$|^\d\d:\d\d\.[1-9]\d\d$/);
    await page.getByRole('button', { name: 'Lap' }).click();
    const laps = page.getByRole('grid', { name: 'Laps' });
    await expect(laps.getByRole('row')).toHaveCount(2);
    await expect(laps.getByRole('columnheader')).toHaveText(['Lap', 'Lap time', 'Total']);
    const lapRow = laps.getByRole('row').nth(1);
    await expect(lapRow).toContainText(/^1\s*\d\d:\d\d\.\d{3}\s*\d\d:\d\d\.\d{3}$/);
    // The first lap's time is its total.
    const [number, lapTime, total] = await lapRow.locator('[role="rowheader"], [role="gridcell"]').allTextContents();
    expect(number).toBe('1');
    expect(lapTime).toBe(total);

    // Keyboard shortcut: Space stops when focus is not on a control.
    await blur(page);
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lap' })).toHaveCount(0);
    const stopped = (await display.textContent()) as string;
    expect(stopped).toMatch(/^\d\d:\d\d\.\d{3}$/);
    // Stopped: the display stays frozen frame after frame.
    expect(new Set(await textsOverFrames(page, 15))).toEqual(new Set([stopped]));

    // The buttons work by keyboard too.
    await page.getByRole('button', { name: 'Start' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(display).not.toHaveText(stopped);
    // A reload resumes the run, with its laps.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(laps.getByRole('row')).toHaveCount(2);
    await expect(display).not.toHaveText(stopped);
    const frames = await textsOverFrames(page, 15);
    expect(new Set(frames).size).toBeGreaterThan(1);

    // Reset works while running.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(display).toHaveText('00:00.000');
    await expect(laps).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
    await blur(page);
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(display).not.toHaveText('00:00.000');
    await page.keyboard.press('l');
    await expect(laps.getByRole('row')).toHaveCount(2);
    await page.keyboard.press('r');
    await expect(display).toHaveText('00:00.000');
    await expect(laps).toHaveCount(0);
  });
});
