import { expect, test, type Page } from './support/test';

declare global {
  interface Window {
    __crashTool?: boolean;
  }
}

// Requests a service worker serves would bypass page.route: keep them on the network.
test.use({ serviceWorkers: 'block' });

/** Every key of the app's IndexedDB store, with its value as JSON. */
function storedEntries(page: Page): Promise<[string, string][]> {
  return page.evaluate(
    () =>
      new Promise<[string, string][]>((resolve, reject) => {
        const open = indexedDB.open('toolshed');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) {
            db.close();
            resolve([]);
            return;
          }
          const store = db.transaction('keyval').objectStore('keyval');
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            resolve(keys.result.map((key, i) => [String(key), JSON.stringify(values.result[i])]));
            db.close();
          };
          values.onerror = () => reject(values.error);
        };
      }),
  );
}

const toolEntries = async (page: Page) => (await storedEntries(page)).filter(([key]) => key.startsWith('tool:'));

/**
 * Serves the token generator's UI chunk through a wrapper that throws while rendering as long as
 * `window.__crashTool` is set: a real render crash, made by the test alone (nothing ships).
 */
async function makeTokenGeneratorCrash(page: Page) {
  await page.addInitScript(() => (window.__crashTool = true));
  await page.route(/\/assets\/ui-[^/?]*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!/[`'"]token-generator[`'"]/.test(body) || !/export\s*\{\s*\w+ as default\s*\}/.test(body)) {
      await route.fulfill({ response, body });
      return;
    }
    const original = `${new URL(route.request().url()).pathname}?original`;
    await route.fulfill({
      response,
      body: `import Tool from ${JSON.stringify(original)};
export default function CrashingTool(props) {
  if (window.__crashTool) throw new Error('Forced crash for the test');
  return Tool(props);
}`,
    });
  });
}

test('a tool that throws while rendering shows a message with "Reload tool"; the rest of the app keeps working', async ({
  page,
}) => {
  await makeTokenGeneratorCrash(page);
  await page.goto('/token-generator');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This tool hit an unexpected error');
  await expect(alert).toContainText('The rest of Toolshed keeps working: reload the tool, or pick another one.');
  await expect(alert).toContainText('Forced crash for the test');
  await expect(page.getByRole('heading', { level: 1, name: 'Token generator' })).toBeVisible();

  // The shell and the other tools still work.
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('navigation', { name: 'Tools' }).getByRole('link', { name: 'Base64 string encoder/decoder' }).click();
  const encodeCard = page.getByRole('region', { name: 'String to base64', exact: true });
  await encodeCard.getByRole('textbox', { name: 'String to encode', exact: true }).fill('still works');
  await expect(encodeCard.getByRole('textbox', { name: 'Base64 of string', exact: true })).toHaveValue('c3RpbGwgd29ya3M=');

  // Back to the broken tool: still contained; once the fault is gone, "Reload tool" brings it back in place.
  await page.getByRole('navigation', { name: 'Tools' }).getByRole('link', { name: 'Token generator' }).click();
  await expect(alert).toContainText('This tool hit an unexpected error');
  await page.evaluate(() => (window.__crashTool = false));
  await alert.getByRole('button', { name: 'Reload tool' }).click();
  await expect(page.getByRole('textbox', { name: 'Token', exact: true })).toHaveValue(/^.{64}$/);
  await expect(alert).toHaveCount(0);
});

test('turning off "Remember tool inputs" clears stored inputs, and typed text no longer survives a reload', async ({ page }) => {
  const secret = 'Authorization: Basic dXNlcjpwYXNzd29yZA==';
  await page.goto('/base64-string-converter');
  const encodeCard = page.getByRole('region', { name: 'String to base64', exact: true });
  const field = encodeCard.getByRole('textbox', { name: 'String to encode', exact: true });
  await field.fill(secret);
  // Remembered by default: the input reaches IndexedDB.
  await expect.poll(async () => JSON.stringify(await toolEntries(page)), { timeout: 10_000 }).toContain('dXNlcjpwYXNzd29yZA');

  await page.getByRole('link', { name: 'About' }).first().click();
  const remember = page.getByRole('switch', { name: 'Remember tool inputs on this device' });
  await expect(remember).toBeChecked();
  await page.getByText('Remember tool inputs on this device', { exact: true }).click();
  await expect(remember).not.toBeChecked();
  await expect.poll(() => toolEntries(page), { timeout: 10_000 }).toEqual([]);

  await page.goto('/base64-string-converter');
  await expect(field).toHaveValue('');
  await field.fill('apiVersion: v1\nkind: Secret');
  await expect(encodeCard.getByRole('textbox', { name: 'Base64 of string', exact: true })).toHaveValue(
    'YXBpVmVyc2lvbjogdjEKa2luZDogU2VjcmV0',
  );
  // Options in the URL still work.
  await page.goto('/token-generator?length=20');
  await expect(page.getByRole('textbox', { name: 'Token', exact: true })).toHaveValue(/^.{20}$/);

  await page.goto('/base64-string-converter');
  await expect(field).toHaveValue('');
  expect(await toolEntries(page)).toEqual([]);
  expect(JSON.stringify(await storedEntries(page))).not.toMatch(/Secret|dXNlcjpwYXNz/);
  await page.goto('/about');
  await expect(remember).not.toBeChecked();
});

test('IndexedDB unavailable: the app works in memory and says so once', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = function () {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  });
  await page.goto('/base64-string-converter');
  const notice = page.getByRole('status').filter({ hasText: 'This browser does not let Toolshed save anything' });
  await expect(notice).toBeVisible();
  const encodeCard = page.getByRole('region', { name: 'String to base64', exact: true });
  await encodeCard.getByRole('textbox', { name: 'String to encode', exact: true }).fill('in memory');
  await expect(encodeCard.getByRole('textbox', { name: 'Base64 of string', exact: true })).toHaveValue('aW4gbWVtb3J5');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  // Changing preferences and inputs writes nothing anywhere: no second notice.
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await page.getByRole('navigation', { name: 'Tools' }).getByRole('link', { name: 'Token generator' }).click();
  await expect(page.getByRole('textbox', { name: 'Token', exact: true })).toHaveValue(/^.{64}$/);
  await expect(page.getByText('This browser does not let Toolshed save anything')).toHaveCount(0);
});

test('IndexedDB writes failing (quota exceeded): values stay in memory and the user is told once', async ({ page }) => {
  await page.addInitScript(() => {
    IDBObjectStore.prototype.put = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto('/bcrypt');
  await page.getByRole('main').getByRole('button', { name: 'Add to favorites' }).click();
  const notice = page.getByRole('status').filter({ hasText: "Toolshed could not save to this browser's storage" });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByText("Toolshed could not save to this browser's storage")).toHaveCount(0);
});

test('invalid option values in the URL are corrected in the URL, not kept as typed', async ({ page }) => {
  await page.goto('/token-generator?length=9000&uppercase=maybe&ref=kept');
  await expect(page.getByRole('textbox', { name: 'Token', exact: true })).toHaveValue(/^.{64}$/);
  await expect(page).toHaveURL(/\?length=64&uppercase=true&ref=kept&lowercase=true/);
  await page.goto('/hash-text?encoding=Octal');
  await expect(page).toHaveURL(/\?encoding=Hex$/);
});
