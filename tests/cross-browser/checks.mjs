// What the cross-browser smoke checks, written once against the driver interface of run.mjs.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  controlByLabel,
  fileInput,
  headingShown,
  radioButton,
  resourceCount,
  valueByLabel,
  visibleProblems,
} from './page-functions.mjs';

const POLL_MS = 100;

/** Polls a page function until its answer passes `accept`; throws naming `what` after the timeout. */
async function waitFor(page, what, fn, args = [], { timeoutMs = 20_000, accept = Boolean } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    last = await page.run(fn, ...args);
    if (accept(last)) return last;
    if (Date.now() > deadline) {
      const problems = await page.run(visibleProblems).catch(() => '');
      const seen = last === undefined || typeof last === 'boolean' ? '' : ` (last: ${JSON.stringify(last)})`;
      throw new Error(`timed out waiting for ${what}${seen}${problems ? `; the page says: ${problems}` : ''}`);
    }
    await sleep(POLL_MS);
  }
}

async function element(page, what, fn, ...args) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await page.element(fn, ...args);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(POLL_MS);
  }
}

/** Waits until the page has fetched nothing for 300 ms (bounded: a busy page is not a failure). */
async function settle(page) {
  const deadline = Date.now() + 10_000;
  let count = await page.run(resourceCount);
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < 300) {
    await sleep(POLL_MS);
    const now = await page.run(resourceCount);
    if (now !== count || now < 0) quietSince = Date.now();
    count = now;
  }
}

/** Opens the tool's route, waits for its heading, and reports the page's errors meanwhile. */
export async function checkToolLoads(page, id, name) {
  await page.goto(`/${id}`);
  await waitFor(page, `the heading "${name}"`, headingShown, [name]);
  await settle(page);
  await assertNoErrors(page);
}

/** hash-text, file mode: the SHA256 of a small file equals Node's. */
export async function checkFileHash(page) {
  const dir = mkdtempSync(join(tmpdir(), 'toolshed-cross-browser-'));
  try {
    const bytes = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 7919) & 0xff));
    const path = join(dir, 'sample.bin');
    writeFileSync(path, bytes);
    const expected = createHash('sha256').update(bytes).digest('hex');
    await page.goto('/hash-text?encoding=Hex');
    await waitFor(page, 'the heading "Hash text"', headingShown, ['Hash text']);
    await page.click(await element(page, 'the "File" input type', radioButton, 'File'));
    await page.upload(await element(page, 'the file input', fileInput), path);
    await waitFor(page, `SHA256 = ${expected}`, valueByLabel, ['SHA256'], { accept: (value) => value === expected });
    await assertNoErrors(page);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** base64-string-converter: a Unicode string encodes as Node does and decodes back. */
export async function checkBase64RoundTrip(page) {
  const text = 'héllo wörld ✓ Привіт 你好';
  const base64 = Buffer.from(text, 'utf8').toString('base64');
  await page.goto('/base64-string-converter');
  await waitFor(page, 'the heading', headingShown, ['Base64 string encoder/decoder']);
  await page.type(await element(page, 'the "String to encode" field', controlByLabel, 'String to encode'), text);
  const encoded = await waitFor(page, `Base64 of string = ${base64}`, valueByLabel, ['Base64 of string'], {
    accept: (value) => value === base64,
  });
  await page.type(await element(page, 'the decoder field', controlByLabel, 'Base64 string to decode'), encoded);
  await waitFor(page, `Decoded string = ${text}`, valueByLabel, ['Decoded string'], { accept: (value) => value === text });
  await assertNoErrors(page);
}

async function assertNoErrors(page) {
  const errors = await page.takeErrors();
  if (errors.length) throw new Error(errors.join('\n    '));
}
