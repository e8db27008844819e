import { expect, test, type Page } from '../support/test';

/** Makes every tool UI chunk fail to download until the returned restore() is called. */
async function breakToolChunks(page: Page) {
  let failing = true;
  await page.route(/\/assets\/ui-[^/]*\.js$/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  return () => void (failing = false);
}

test('"Try again" after a failed tool download loads the tool with one press once the network is back', async ({ page }) => {
  const restore = await breakToolChunks(page);
  await page.goto('/token-generator');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This tool could not be loaded');
  await expect(alert).toContainText('Part of the app failed to download. Check your connection and try again.');
  await expect(alert).not.toContainText('dynamically imported module');

  restore();
  // Chromium keeps a failed module import for the page's life: the retry reloads the page there
  // (src/app/tool-loader.ts); a browser that fetches it again loads the tool in place.
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('textbox', { name: 'Token', exact: true })).toHaveValue(/.{64}/);
  await expect(alert).toHaveCount(0);
});

test('offline, the message says so; back online, "Try again" still gets the tool', async ({ page, context }) => {
  const restore = await breakToolChunks(page);
  await page.goto('/token-generator');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This tool could not be loaded');

  await context.setOffline(true);
  await expect(alert).toContainText('You appear to be offline. Reconnect, then try again.');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toContainText('You appear to be offline');

  await context.setOffline(false);
  restore();
  await expect(alert).toContainText('Check your connection and try again.');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('textbox', { name: 'Token', exact: true })).toHaveValue(/.{64}/);
});
