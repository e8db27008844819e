import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { registeredToolIds, englishToolNames } from './support/registry';
import { loadScenario, runFirstStep } from './support/scenario';

// After one visit of `/`, every registered tool opens offline in a fresh page and performs its main
// action (its bench scenario's first step), and a deep link keeps its options offline.
// OFFLINE_TOOLS=id,id narrows the walk to some tools while working on them; CI walks every tool.
const only = process.env.OFFLINE_TOOLS?.split(',').filter(Boolean);
const toolIds = registeredToolIds().filter((id) => !only || only.includes(id));
const names = englishToolNames();

/** What a failing tab shows, so that a failure in CI says whether the service worker answered. */
const describePage = (tab: Page) =>
  tab
    .evaluate(() => {
      const text = (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 200);
      const controlled = Boolean(navigator.serviceWorker?.controller);
      return `${location.href} (title "${document.title}", controlled by the service worker: ${controlled}): ${text}`;
    })
    .catch((error: Error) => `unreadable (${error.message.split('\n')[0]})`);

test.describe('offline', () => {
  test.describe.configure({ timeout: 60_000 + toolIds.length * 20_000 });

  test('every tool works offline after one visit of the home page', async ({ context, page }) => {
    await page.goto('/');
    await page.waitForFunction(
      async () => Boolean((await navigator.serviceWorker.ready).active) && Boolean(navigator.serviceWorker.controller),
    );
    await context.setOffline(true);
    await page.close();

    const failures: string[] = [];
    for (const id of toolIds) {
      const tab = await context.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      try {
        await tab.goto(`/${id}`);
        await expect(tab.getByRole('heading', { level: 1, name: names[id], exact: true })).toBeVisible();
        const scenario = await loadScenario(id);
        if (!scenario) throw new Error('no bench scenario to take its main action from');
        await runFirstStep(tab, scenario, 15_000);
        if (errors.length) throw new Error(errors.join('; '));
        console.log(`offline ok: ${id}`);
      } catch (error) {
        failures.push(`${id}: ${(error as Error).message.split('\n')[0]}; the page: ${await describePage(tab)}`);
        console.log(`offline FAILED: ${failures.at(-1)}`);
      } finally {
        await tab.close();
      }
    }
    expect(failures).toEqual([]);

    // A deep link with options, opened offline in a new tab.
    const tab = await context.newPage();
    await tab.goto('/token-generator?length=12&symbols=true');
    await expect(tab.getByRole('textbox', { name: 'Token', exact: true })).toHaveValue(/^.{12}$/);
    await expect(tab.getByRole('switch', { name: 'Symbols (!-;...)' })).toBeChecked();
    await tab.close();
  });
});
