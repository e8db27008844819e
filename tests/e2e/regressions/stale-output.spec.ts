import { createHash } from 'node:crypto';
import { expect, test, type Locator, type Page } from '../support/test';

interface Sample {
  length: number;
  tail: string;
  digest: string;
}

declare global {
  interface Window {
    __digestSamples: Sample[];
  }
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Records what a person could see: every non-empty SHA256 value together with the text on screen at
 * that moment. A stale answer lasts only as long as the worker takes to reply, so sampling every
 * frame alone could miss it; samples are therefore also taken
 * - after each DOM mutation (a MutationObserver callback runs once React's commit is complete), and
 * - in a task queued by each `input` event, which runs after React has rendered the new text but
 *   before the worker can have answered for it: exactly when an older digest would still be shown.
 * Only the text's length and tail are kept (cheap for long texts); the test knows which text that is.
 */
async function sampleDigests(page: Page, text: Locator, digest: Locator) {
  const textHandle = await text.elementHandle();
  const digestHandle = await digest.elementHandle();
  await page.evaluate(
    ([textField, digestField]) => {
      const field = textField as HTMLTextAreaElement | HTMLInputElement;
      const output = digestField as HTMLInputElement;
      const samples: Sample[] = [];
      window.__digestSamples = samples;
      const record = () => {
        if (!output.value) return;
        const sample = { length: field.value.length, tail: field.value.slice(-16), digest: output.value };
        const last = samples.at(-1);
        if (!last || last.length !== sample.length || last.tail !== sample.tail || last.digest !== sample.digest)
          samples.push(sample);
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      field.addEventListener('input', () => setTimeout(record, 0));
      const everyFrame = () => {
        record();
        requestAnimationFrame(everyFrame);
      };
      requestAnimationFrame(everyFrame);
    },
    [textHandle, digestHandle] as const,
  );
}

/** Every sampled digest must be the digest of the text that was on screen with it. */
async function expectNoStaleDigest(page: Page, base: string, typed: string) {
  const samples = await page.evaluate(() => window.__digestSamples);
  const shown = new Map<number, string>();
  for (let k = 0; k <= typed.length; k++) shown.set(base.length + k, base + typed.slice(0, k));
  expect(samples.length, 'the sampler saw digests').toBeGreaterThan(0);
  for (const sample of samples) {
    const text = shown.get(sample.length);
    expect(text, `a text of ${sample.length} characters was typed`).toBeDefined();
    expect(text!.endsWith(sample.tail)).toBe(true);
    expect(sample.digest, `SHA256 shown while the text was ${sample.length} characters long`).toBe(sha256(text!));
  }
}

test.describe('hash-text never shows a digest under a text it was not computed from', () => {
  test('short text, hashed on every keystroke', async ({ page }) => {
    await page.goto('/hash-text?encoding=Hex');
    const input = page.getByRole('textbox', { name: 'Your text to hash', exact: true });
    const digest = page.getByRole('textbox', { name: 'SHA256', exact: true });
    const base = 'abc';
    const typed = 'defghijklmnop';
    await input.fill(base);
    await expect(digest).toHaveValue(sha256(base));

    await sampleDigests(page, input, digest);
    await input.pressSequentially(typed, { delay: 25 });
    await expect(digest).toHaveValue(sha256(base + typed));
    await expectNoStaleDigest(page, base, typed);
  });

  test('long text, hashed once typing settles', async ({ page }) => {
    await page.goto('/hash-text?encoding=Hex');
    const input = page.getByRole('textbox', { name: 'Your text to hash', exact: true });
    const digest = page.getByRole('textbox', { name: 'SHA256', exact: true });
    // Over 64 KiB: the tool waits for typing to pause before hashing, a long window for a stale digest.
    const base = 'The quick brown fox jumps over the lazy dog. '.repeat(1_600);
    const typed = 'xyz';
    await input.fill(base);
    await expect(digest).toHaveValue(sha256(base));

    await sampleDigests(page, input, digest);
    await input.pressSequentially(typed, { delay: 40 });
    await expect(digest).toHaveValue(sha256(base + typed));
    await expectNoStaleDigest(page, base, typed);
  });
});
