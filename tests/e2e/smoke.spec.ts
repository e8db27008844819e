import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

// Walks the registry: every folder with a tool.ts is a registered tool.
const toolsDir = join(root, 'src/tools');
const english = JSON.parse(readFileSync(join(root, 'locales/en/app.json'), 'utf8')) as {
  tools: Record<string, { name: string }>;
};
const toolIds = readdirSync(toolsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(toolsDir, d.name, 'tool.ts')))
  .map((d) => d.name);

for (const id of toolIds) {
  test(`smoke: ${id}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    const name = english.tools[id]?.name ?? '';
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
