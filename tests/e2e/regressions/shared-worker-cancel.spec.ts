import { expect, test, type Locator } from '../support/test';

declare global {
  interface Window {
    /** The worker methods the page has called, in order. */
    __workerCalls: string[];
  }
}

// The page itself must fetch the worker script, not a service worker that would skip the route.
test.use({ serviceWorkers: 'block' });

/** Inputs over 1 MiB, far over the 64 Ki threshold: both directions go to the (one, shared) hash worker. */
const BIG = 1024 * 1024 + 4096;
const textToDecode = 'Decode me: ä€ '.repeat(Math.ceil(BIG / 14)).slice(0, BIG);
const base64ToDecode = Buffer.from(textToDecode, 'utf8').toString('base64');
const textsToEncode = ['first ', 'second ', 'third '].map((word) => word.repeat(Math.ceil(BIG / word.length)).slice(0, BIG));
/** The outputs show a preview of their first 10,000 characters. */
const preview = (text: string) => text.slice(0, 10_000);

test("superseding one call on the shared hash worker does not lose the other direction's call", async ({ page }) => {
  test.setTimeout(90_000);
  // Records each method call sent to a worker (Comlink's APPLY messages): a paste only reaches the
  // worker once typing settles, and each next paste must supersede a call already sent.
  await page.addInitScript(() => {
    window.__workerCalls = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: [never]) {
      const call = message as { type?: string; path?: string[] } | null;
      if (call?.type === 'APPLY' && call.path) window.__workerCalls.push(call.path.join('.'));
      return post.call(this, message, ...rest);
    };
  });
  // The hash worker's script is held back until every paste has been sent to the worker: the decode
  // is then certainly still pending whenever an encode supersedes the one before, however fast the
  // machine decodes. (Before the fix, superseding a call terminated the worker and lost the decode.)
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/hash\.worker-[\w-]{8}\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined); // a terminated worker no longer wants its script
  });

  await page.goto('/base64-string-converter');
  const encodeCard = page.getByRole('region', { name: 'String to base64', exact: true });
  const decodeCard = page.getByRole('region', { name: 'Base64 to string', exact: true });
  const callsTo = async (kind: RegExp) => (await page.evaluate(() => window.__workerCalls)).filter((m) => kind.test(m)).length;

  await decodeCard.getByRole('textbox', { name: 'Base64 string to decode', exact: true }).fill(base64ToDecode);
  await expect.poll(() => callsTo(/decode/i), { message: 'the decode was sent to the worker' }).toBe(1);
  // The page warms the worker with an empty encode when it opens.
  const warm = await callsTo(/encode/i);

  const encodeInput = encodeCard.getByRole('textbox', { name: 'String to encode', exact: true });
  for (const [index, text] of textsToEncode.entries()) {
    await encodeInput.fill(text);
    await expect
      .poll(() => callsTo(/encode/i), { message: `encode #${index + 1} was sent to the worker` })
      .toBe(warm + index + 1);
  }
  release();

  // Compared in full; a mismatch is reported briefly (the outputs are 10,000 characters long).
  const matches = (field: Locator, expected: string) => async () => {
    const value = await field.inputValue();
    return value === expected ? 'as expected' : `${value.length} characters: "${value.slice(0, 40)}"`;
  };
  const decoded = decodeCard.getByRole('textbox', { name: 'Decoded string', exact: true });
  const encoded = encodeCard.getByRole('textbox', { name: 'Base64 of string', exact: true });
  const lastEncoded = Buffer.from(textsToEncode.at(-1)!, 'utf8').toString('base64');
  await expect.poll(matches(decoded, preview(textToDecode)), { message: 'decoded output', timeout: 20_000 }).toBe('as expected');
  await expect.poll(matches(encoded, preview(lastEncoded)), { message: 'encoded output', timeout: 20_000 }).toBe('as expected');
  await expect(decodeCard.getByRole('alert')).toHaveCount(0);
  await expect(encodeCard.getByRole('alert')).toHaveCount(0);
});
