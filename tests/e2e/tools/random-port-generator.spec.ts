import { expect, test } from '../support/test';

test('shows a random non-well-known port, draws a new one on Refresh and copies it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/random-port-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Random port generator' })).toBeVisible();
  const port = page.getByLabel('Random port', { exact: true });
  const read = async () => Number(await port.textContent());
  await expect(port).toHaveText(/^\d+$/);

  const seen = new Set<number>();
  for (let i = 0; i < 5; i++) {
    const value = await read();
    expect(value).toBeGreaterThanOrEqual(1024);
    expect(value).toBeLessThanOrEqual(65535);
    seen.add(value);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  }
  // Five draws from 64,512 ports: all equal would be a broken generator.
  expect(seen.size).toBeGreaterThan(1);

  const shown = await port.textContent();
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Port copied to the clipboard')).toBeVisible();
  // The button says it was done, then offers to copy again.
  await expect(page.getByRole('button', { name: 'Copied!', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
});
