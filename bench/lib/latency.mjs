// Input-to-output latency of one tool, driven by its scenario (bench/scenarios/<tool-id>.mjs).
import { openProfiledPage } from './browser.mjs';
import { median } from './stats.mjs';

const STEP_TIMEOUT_MS = 30_000;

/**
 * @typedef {object} Scenario
 * @property {string} description what one step does, for the summary
 * @property {(page: import('@playwright/test').Page) => import('@playwright/test').Locator} output the output field
 * @property {'changed' | 'non-empty-changed'} [until] when the output counts as updated (default "changed")
 * @property {(page: import('@playwright/test').Page, step: number) => Promise<void>} act one user input
 * @property {(page: import('@playwright/test').Page) => Promise<void>} [setup] once, after the tool is usable
 */

/**
 * Runs in the page, on the output element, just before the input. The first trusted input event
 * starts the clock (its timeStamp); the clock stops at the first animation frame that shows the
 * new output (the frame about to paint it).
 */
function arm(output, until) {
  const read = () => (typeof output.value === 'string' ? output.value : (output.textContent ?? ''));
  const before = read();
  const state = { start: null, end: null };
  const types = ['pointerdown', 'mousedown', 'keydown', 'beforeinput', 'input', 'change'];
  const onEvent = (event) => {
    if (state.start === null && event.isTrusted) state.start = event.timeStamp;
  };
  for (const type of types) window.addEventListener(type, onEvent, true);
  const isUpdated = () => {
    const value = read();
    return value !== before && (until !== 'non-empty-changed' || value !== '');
  };
  state.done = new Promise((resolve) => {
    const frame = () => {
      if (state.start !== null && isUpdated()) {
        state.end = performance.now();
        for (const type of types) window.removeEventListener(type, onEvent, true);
        resolve();
      } else {
        requestAnimationFrame(frame);
      }
    };
    requestAnimationFrame(frame);
  });
  window.__latency = state;
}

async function step(page, scenario, index) {
  await scenario.output(page).evaluate(arm, scenario.until ?? 'changed');
  await scenario.act(page, index);
  const { start, end } = await page.evaluate(async (ms) => {
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('no output in time')), ms));
    await Promise.race([window.__latency.done, timeout]);
    return { start: window.__latency.start, end: window.__latency.end };
  }, STEP_TIMEOUT_MS);
  const longTasks = await page.evaluate(() => window.__bench.longTasks);
  const during = longTasks.filter((t) => t.start < end && t.start + t.duration > start);
  return { latency: end - start, longestTask: Math.max(0, ...during.map((t) => t.duration)) };
}

/**
 * Opens the tool cold under the profile, waits until it is usable and the network is quiet, then
 * takes one first step and `runs` repeated steps.
 */
export async function measureLatency(browser, { baseURL, toolId, scenario, runs, log }) {
  const session = await openProfiledPage(browser, { probe: 'tool' });
  try {
    const { page, network } = session;
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(`/${toolId}`, baseURL).href, { waitUntil: 'commit' });
    await page.evaluate(() => window.__bench.usable);
    await network.waitForQuiet();
    if (scenario.setup) await scenario.setup(page);
    await network.waitForQuiet();
    const samples = [];
    for (let i = 0; i <= runs; i++) samples.push(await step(page, scenario, i));
    const [first, ...repeats] = samples;
    log(
      `  ${toolId}: first ${Math.round(first.latency)} ms, repeats ${repeats.map((s) => Math.round(s.latency)).join(' / ')} ms`,
    );
    return {
      toolId,
      scenario: scenario.description,
      first: first.latency,
      median: median(repeats.map((s) => s.latency)),
      max: Math.max(...repeats.map((s) => s.latency)),
      longestTask: Math.max(...samples.map((s) => s.longestTask)),
      samples,
      errors,
    };
  } finally {
    await session.close();
  }
}
