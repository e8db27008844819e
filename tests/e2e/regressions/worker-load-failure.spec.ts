import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';

// The page itself must fetch the worker scripts, not a service worker that would skip the routes.
test.use({ serviceWorkers: 'block' });

const english = JSON.parse(readFileSync(new URL('../../../locales/en/app.json', import.meta.url), 'utf8')) as {
  errors: { workerFailed: string };
};
const WORKER_FAILED = english.errors.workerFailed;

/** Answers 404 for one worker host's script (built as assets/<host>.worker-<hash>.js) until the returned restore(). */
async function breakWorkerScript(page: Page, host: string) {
  const pattern = new RegExp(`/assets/${host}\\.worker-[\\w-]{8}\\.js$`);
  const requests: string[] = [];
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 404, body: 'Not found' });
  };
  await page.route(pattern, handler);
  return {
    requests,
    restore: () => page.unroute(pattern, handler),
  };
}

test('bcrypt: a worker that cannot load shows a message, and the next input tries a fresh worker', async ({ page }) => {
  const broken = await breakWorkerScript(page, 'kdf');
  await page.goto('/bcrypt');
  const hashCard = page.getByRole('region', { name: 'Hash', exact: true });
  const input = hashCard.getByRole('textbox', { name: 'Your string' });
  const hashed = hashCard.getByRole('textbox', { name: 'Hashed string', exact: true });
  await hashCard.getByRole('textbox', { name: 'Salt count' }).fill('4');
  await input.fill('correct horse');

  // Before the fix the call never settled: "Working… N s" counted up forever and no message came.
  await expect(hashCard.getByText(WORKER_FAILED)).toBeVisible({ timeout: 5_000 });
  await expect(hashCard.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(hashed).toHaveValue('');
  expect(broken.requests.length, 'the worker script was requested (and answered 404)').toBeGreaterThan(0);

  await broken.restore();
  await input.fill('correct horse battery');
  await expect(hashed).toHaveValue(/^\$2a\$04\$[./A-Za-z0-9]{53}$/, { timeout: 10_000 });
  await expect(hashCard.getByText(WORKER_FAILED)).toHaveCount(0);
});

test('hash-text: a worker that cannot load shows a message, not empty digests; the next input tries again', async ({ page }) => {
  const broken = await breakWorkerScript(page, 'hash');
  await page.goto('/hash-text');
  const input = page.getByRole('textbox', { name: 'Your text to hash', exact: true });
  const sha256 = page.getByRole('textbox', { name: 'SHA256', exact: true });
  await input.fill('abc');

  await expect(page.getByText(WORKER_FAILED)).toBeVisible({ timeout: 5_000 });
  await expect(sha256).toHaveValue('');
  expect(broken.requests.length, 'the worker script was requested (and answered 404)').toBeGreaterThan(0);

  await broken.restore();
  await input.fill('abcd');
  // SHA-256("abcd")
  await expect(sha256).toHaveValue('88d4266fd4e6338d13b845fcf289579d209c897823b9217da3e161936f031589', {
    timeout: 10_000,
  });
  await expect(page.getByText(WORKER_FAILED)).toHaveCount(0);
});
