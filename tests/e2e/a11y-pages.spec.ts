import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

/** Serious and critical axe-core violations of the whole page, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// The pages around the tools (each tool's own page is scanned by the registry smoke).
test.describe('accessibility of the shell', () => {
  test('home, about and 404 have no serious or critical violation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Token generator' }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Found a bug? A tool is missing?' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/no-such-tool');
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the open command palette has no serious or critical violation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    const palette = page.getByRole('dialog', { name: 'Search a tool or a command' });
    await palette.getByRole('combobox').fill('base64');
    await expect(palette.getByRole('option').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the open menu on a small screen has no serious or critical violation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a document formatter showing a parse error and its place has no serious or critical violation', async ({ page }) => {
    await page.goto('/json-prettify');
    await page.getByRole('textbox', { name: 'Your raw JSON', exact: true }).fill('{\n  "b": ]\n}');
    await expect(page.getByRole('group', { name: 'Line 2 of the input, where the error is', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
