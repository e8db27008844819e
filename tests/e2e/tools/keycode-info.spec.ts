import { expect, test } from '../support/test';

test.describe('keycode-info', () => {
  test('shows key, keyCode, code, location and modifiers of the last key, and ignores typing in fields', async ({ page }) => {
    await page.goto('/keycode-info');
    await expect(page.getByRole('heading', { level: 1, name: 'Keycode info' })).toBeVisible();
    const capture = page.getByRole('application', { name: 'Key capture area' });
    await expect(capture).toContainText('Press the key on your keyboard you want to get info about this key');
    const row = (name: string) => page.getByRole('textbox', { name, exact: true });
    await expect(row('Key')).toHaveCount(0);

    await capture.focus();
    await page.keyboard.press('Shift+KeyA');
    await expect(capture).toContainText('A');
    await expect(row('Key')).toHaveValue('A');
    await expect(row('Keycode')).toHaveValue('65');
    await expect(row('Code')).toHaveValue('KeyA');
    await expect(row('Location')).toHaveValue('0');
    await expect(row('Modifiers')).toHaveValue('Shift');

    // The space bar: shown by its code, and the page does not scroll.
    await page.keyboard.press('Space');
    await expect(capture).toContainText('Space');
    await expect(row('Key')).toHaveValue(' ');
    await expect(row('Keycode')).toHaveValue('32');
    await expect(row('Modifiers')).toHaveValue('');
    await expect(row('Modifiers')).toHaveAttribute('placeholder', 'None');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('ControlRight');
    await expect(row('Code')).toHaveValue('ControlRight');
    await expect(row('Location')).toHaveValue('2');
    await expect(page.getByText('Right-hand version of the key', { exact: true })).toBeVisible();
    await page.keyboard.press('Control+Alt+Shift+KeyM');
    await expect(row('Modifiers')).toHaveValue('Shift + Ctrl + Alt');

    // Tab is shown too, and still moves focus on (to the read-only rows, which still count): no keyboard trap.
    await capture.focus();
    await page.keyboard.press('Tab');
    await expect(row('Key')).toHaveValue('Tab');
    await expect(capture).not.toBeFocused();
    await page.keyboard.press('KeyW');
    await expect(row('Key')).toHaveValue('w');

    // Typing into a form field (the command palette's search) belongs to that field.
    await page.keyboard.press('Control+k');
    await expect(row('Key')).toHaveValue('k');
    const search = page.getByRole('combobox', { name: 'Search a tool or a command' });
    await expect(search).toBeFocused();
    await page.keyboard.type('zq');
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(row('Key')).toHaveValue('k');

    // Nothing to keep: a reload starts again from the hint.
    await page.reload();
    await expect(page.getByRole('application', { name: 'Key capture area' })).toContainText('Press the key on your keyboard');
  });
});
