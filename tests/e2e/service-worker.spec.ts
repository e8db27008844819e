import { expect, test } from './support/test';
import { buildVariant, startStaticServer } from './support/builds';

const PORT = 4195;

test.describe('service worker', () => {
  test.describe.configure({ timeout: 300_000 });
  let v1 = '';
  let v2 = '';
  test.beforeAll(() => {
    v1 = buildVariant('dist-sw-v1');
    v2 = buildVariant('dist-sw-v2');
  });

  test('precaches every tool for offline use, and reloads the page onto a new version', async ({ page, context }) => {
    const server = await startStaticServer(v1, PORT);
    try {
      await page.goto(`${server.url}/`);
      await expect(page.getByRole('link', { name: 'Toolshed v1.0.0' })).toBeVisible();
      await page.waitForFunction(
        async () => Boolean((await navigator.serviceWorker.ready).active) && Boolean(navigator.serviceWorker.controller),
      );

      // Offline: a tool never visited still opens, from the precache.
      await context.setOffline(true);
      await page.goto(`${server.url}/token-generator`);
      await expect(page.getByRole('textbox', { name: 'Token', exact: true })).toHaveValue(/.{64}/);
      await context.setOffline(false);

      // Publish a new version: the page notices the update and reloads onto it by itself.
      server.publish(v2);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect(page.getByRole('link', { name: 'Toolshed v2.0.0' })).toBeVisible({ timeout: 30_000 });
    } finally {
      await server.close();
    }
  });
});
