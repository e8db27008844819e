import { expect, test } from './support/test';
import { buildVariant, startStaticServer } from './support/builds';

test('a build for a sub-path routes, links and reloads under its base URL', async ({ page }) => {
  test.setTimeout(180_000);
  const dir = buildVariant('dist-subpath');
  const server = await startStaticServer(dir, 4194, '/tools/');
  try {
    await page.goto(`${server.url}/tools/`);
    await page.getByRole('region', { name: 'All the tools' }).getByRole('link', { name: 'Token generator' }).click();
    await expect(page).toHaveURL(`${server.url}/tools/token-generator`);
    await expect(page.getByRole('textbox', { name: 'Token', exact: true })).toHaveValue(/.{64}/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Token generator' })).toBeVisible();
    await page.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(`${server.url}/tools/about`);
    await page.goto(`${server.url}/tools/nowhere`);
    await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back home' }).click();
    await expect(page).toHaveURL(`${server.url}/tools/`);
  } finally {
    await server.close();
  }
});
