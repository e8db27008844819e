// Hashing through the page, as a user would: file mode (one or many digests) and text mode.
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ALGORITHMS, MiB, round } from './common.mjs';
import { memorySampler } from './memory.mjs';
import { filledAt, longestTask } from './probe.mjs';

export async function hashRun(page, ctx, algorithms, { interact = false } = {}) {
  await page.goto(`${ctx.baseURL}/hash-text?encoding=Hex`);
  await page.getByRole('radio', { name: 'File', exact: true }).click();
  for (const algorithm of ALGORITHMS) {
    await page.getByRole('checkbox', { name: `Include ${algorithm}`, exact: true }).setChecked(algorithms.includes(algorithm));
  }
  await sleep(500); // the ticks settle (300 ms debounce) before the file arrives
  const memory = memorySampler();
  await page.locator('input[type="file"]').setInputFiles(ctx.dataPath);
  const interaction = interact ? interactWhileBusy(page) : Promise.resolve(undefined);
  const end = await filledAt(page, algorithms);
  const interacted = await interaction;
  const growth = memory.stop();
  const start = await page.evaluate(() => window.__hb.changeAt);
  const values = await page.evaluate((labels) => window.__hb.fieldValues(labels), algorithms);
  const seconds = (end - start) / 1000;
  return {
    algorithms,
    seconds: round(seconds, 3),
    mibPerSecond: round(ctx.sizeMiB / seconds, 1),
    longestTaskMs: round(await longestTask(page, start, end), 1),
    ...growth,
    ...(interacted ? { interaction: interacted } : {}),
    digests: Object.fromEntries(algorithms.map((a, i) => [a, values[i]])),
  };
}

/** Scrolls and types while the workers hash: both must keep working. */
async function interactWhileBusy(page) {
  const field = page.getByRole('textbox', { name: 'Expected digest', exact: true });
  const started = Date.now();
  for (let i = 0; i < 8; i++) {
    await page.mouse.wheel(0, i % 2 ? -400 : 400);
    await sleep(100);
  }
  await field.pressSequentially('abcdef0123', { delay: 40 });
  const typed = (await field.inputValue()) === 'abcdef0123';
  return { typed, ms: Date.now() - started };
}

/** Text mode: 1 MiB of text, then typing at its end; the page must never block. */
export async function textRun(page, ctx) {
  await page.goto(`${ctx.baseURL}/hash-text?encoding=Hex`);
  await page.getByRole('radio', { name: 'Text', exact: true }).click();
  const input = page.getByRole('textbox', { name: 'Your text to hash', exact: true });
  const text = 'The quick brown fox jumps over the lazy dog. '.repeat(Math.ceil(MiB / 45)).slice(0, MiB);
  await input.fill(text);
  const expected = createHash('sha256').update(text).digest('hex');
  await filledAt(page, ['SHA256'], expected);
  await input.focus();
  await page.keyboard.press('Control+End');
  const start = await page.evaluate(() => performance.now());
  const t = Date.now();
  await page.keyboard.type('typing!', { delay: 60 });
  const typingMs = Date.now() - t;
  const final = createHash('sha256').update(`${text}typing!`).digest('hex');
  const end = await filledAt(page, ['SHA256'], final);
  const longest = await longestTask(page, start, end);

  // The same typing in a bare <textarea> (no script at all): the browser's own editing cost.
  const bare = await page.context().newPage();
  await bare.setContent('<textarea id="bare" rows="4" cols="80"></textarea>');
  await bare.evaluate(() => {
    window.__bare = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__bare.push(e.duration);
    }).observe({ type: 'longtask' });
  });
  await bare.locator('#bare').fill(text);
  await sleep(500);
  await bare.evaluate(() => (window.__bare.length = 0));
  await bare.locator('#bare').focus();
  await bare.keyboard.press('Control+End');
  await bare.keyboard.type('typing!', { delay: 60 });
  await sleep(300);
  const bareLongest = await bare.evaluate(() => Math.max(0, ...window.__bare));
  await bare.close();
  return {
    textMiB: 1,
    keystrokes: 7,
    typingMs,
    settledAfterLastKeyMs: round(end - start - typingMs, 0),
    longestTaskMs: round(longest, 1),
    bareTextareaLongestTaskMs: round(bareLongest, 1),
  };
}
