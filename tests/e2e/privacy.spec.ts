import { expect, test } from './support/test';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './support/builds';

const toolIds = readdirSync(join(repoRoot, 'src/tools'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(repoRoot, 'src/tools', d.name, 'tool.ts')))
  .map((d) => d.name);

test('with the default build, no request ever leaves the page', async ({ page, baseURL }) => {
  // Visits every tool: the time grows with the catalogue.
  test.setTimeout(60_000 + toolIds.length * 5_000);
  const origin = new URL(baseURL ?? '').origin;
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) outside.push(url);
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('dialog').getByRole('combobox').fill('hash');
  await page.keyboard.press('Escape');
  for (const id of toolIds) {
    await page.goto(`/${id}`);
    await page.waitForLoadState('networkidle');
    // Type into the first text field, as a user trying the tool would.
    const field = page.getByRole('main').getByRole('textbox').first();
    if ((await field.count()) && (await field.isEditable())) await field.fill('privacy check ✓');
  }
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(outside).toEqual([]);
});
