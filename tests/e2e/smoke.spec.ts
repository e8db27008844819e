import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { englishToolNames, registeredToolIds } from './support/registry';

// Walks the registry: every folder with a tool.ts is a registered tool.
const toolIds = registeredToolIds();
const names = englishToolNames();

for (const id of toolIds) {
  test(`smoke: ${id}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const name = names[id] ?? '';
    await page.goto(`/${id}`);
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${name} - Toolshed`);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // The command palette finds the tool by its name.
    await page.getByRole('button', { name: 'Search' }).click();
    const palette = page.getByRole('dialog', { name: 'Search a tool or a command' });
    await palette.getByRole('combobox').fill(name.slice(0, 32)); // patterns over 32 characters give nothing
    await expect(
      palette.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });
}
