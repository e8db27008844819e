import { expect, test } from '../support/test';

// A 1x1 PNG: its type is detected, and the tool then sets the file extension from an effect.
const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

declare global {
  interface Window {
    __counts: { puts: number; commits: number };
  }
}

test('pasting Base64 with a detectable type settles: a few IndexedDB writes and renders, not an endless loop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const counts = { puts: 0, commits: 0 };
    window.__counts = counts;
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      counts.puts += 1;
      return put.apply(this, args);
    };
    // React reports each commit to a devtools hook when one is present, production builds included.
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers: new Map(),
        supportsFiber: true,
        inject: () => 1,
        onCommitFiberRoot: () => void (counts.commits += 1),
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    });
  });
  await page.goto('/base64-file-converter');
  const card = page.getByRole('region', { name: 'Base64 to file', exact: true });
  const input = card.getByRole('textbox', { name: 'Base64 string', exact: true });
  await expect(input).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => ({ ...window.__counts }));
  expect(before.commits, 'the devtools hook sees commits').toBeGreaterThan(0);

  await input.fill(PNG_1PX);
  await expect(card.getByRole('textbox', { name: 'Detected type', exact: true })).toHaveValue('image/png', { timeout: 30_000 });
  await expect(card.getByRole('textbox', { name: 'Extension', exact: true })).toHaveValue('png');
  await page.waitForTimeout(2000);
  const after = await page.evaluate(() => ({ ...window.__counts }));

  // One write for the extension, a few renders for typing and decoding; a loop keeps adding both.
  expect(after.puts - before.puts).toBeLessThanOrEqual(3);
  expect(after.commits - before.commits).toBeLessThanOrEqual(40);
  // And nothing more happens once settled.
  await page.waitForTimeout(500);
  const settled = await page.evaluate(() => ({ ...window.__counts }));
  expect(settled).toEqual(after);
});
