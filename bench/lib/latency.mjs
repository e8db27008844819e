// Input-to-output latency of one tool, driven by its scenario (bench/scenarios/<tool-id>.mjs).
import { openProfiledPage } from './browser.mjs';
import { watchPeakMemory } from './memory.mjs';
import { median } from './stats.mjs';
import { pasteText } from './user-input.mjs';

const STEP_TIMEOUT_MS = 30_000;
const LARGE_STEP_TIMEOUT_MS = 120_000;
const USABLE_TIMEOUT_MS = 60_000;

/**
 * @typedef {object} Scenario
 * @property {string} description what one step does, for the summary
 * @property {(page: import('@playwright/test').Page) => import('@playwright/test').Locator} output the output field
 * @property {Until | ((step: number) => Until)} [until] when the output counts as updated (default "changed"); a
 *   function gives it per step (the large step asks it with step -1)
 * @property {(page: import('@playwright/test').Page, step: number) => Promise<void>} act one user input
 * @property {(page: import('@playwright/test').Page, step: number) => Promise<void>} [prepare] before each step, not
 *   timed: what leads up to the input (opening a long list and typing its search); the clock starts at `act`
 * @property {(page: import('@playwright/test').Page) => Promise<void>} [setup] once, after the tool is usable
 * @property {number} [debounceMs] the tool's own wait after an input (excluded from the goal, stated in the summary)
 * @property {LargeStep | LargeStep[]} [large] more steps with a large input (1 MB of text, 5 MB for JSON/YAML/TOML, 100 MB files)
 */

/**
 * 'changed': any new value; 'non-empty-changed': a new, non-empty value; `{ contains }`: a new value
 * that contains this text (for outputs that change in stages, e.g. a file name, then the result).
 * @typedef {'changed' | 'non-empty-changed' | { contains: string }} Until
 */

/**
 * @typedef {object} LargeStep
 * @property {string} description what it does, e.g. "paste 1 MB of text"
 * @property {(page: import('@playwright/test').Page) => Promise<void>} [prepare] before the input, not timed: what
 *   leads up to it (a big document pasted and opened in the editor, to type into)
 * @property {(page: import('@playwright/test').Page) => Promise<void>} act the input; the scenario's output must change
 * @property {{ label: string, ms: () => Promise<number> }} [reference] the same work done by the same library in Node
 *   (bench/lib/node-reference.mjs): the step's latency is reported as a ratio to it
 * @property {(page: import('@playwright/test').Page, repeat: number) => Promise<void>} [repeat] the same input again,
 *   made new (repeat 1, 2…: another document of the same size): the step is then also taken LARGE_REPEATS more times
 *   and their median compared with the reference, both warm (the reference is a median after a warm-up run)
 */

/** Repeats of a large step that has `repeat`: the warm figure is their median. */
export const LARGE_REPEATS = 3;

/**
 * Runs in the page, on the output element, just before the input. The first trusted input event
 * starts the clock (its timeStamp); the clock stops at the first animation frame that shows the
 * new output (the frame about to paint it).
 */
function arm(output, until) {
  const read = () => window.__bench.outputValue(output);
  const before = read();
  // `start`: the input that asks for the output; `firstInput`: the first input event at all (the
  // long tasks are counted from there). They differ for a press (see press() in user-input.mjs):
  // a button acts on release, and the finger's hold before it is no part of the tool's latency.
  const state = { start: null, firstInput: null, end: null, startOnRelease: false };
  const types = ['pointerdown', 'mousedown', 'pointerup', 'keydown', 'beforeinput', 'input', 'change'];
  // A file picked through the driver (setInputFiles) arrives as an untrusted change of a file input.
  const isFilePick = (event) => event.type === 'change' && event.target?.type === 'file';
  const onEvent = (event) => {
    if (!event.isTrusted && !isFilePick(event)) return;
    state.firstInput ??= event.timeStamp;
    if (state.startOnRelease && (event.type === 'pointerdown' || event.type === 'mousedown')) return;
    state.start ??= event.timeStamp;
  };
  for (const type of types) window.addEventListener(type, onEvent, true);
  // When a paste's clipboard text was handed to the page: the task around it is the browser's paste.
  const onPaste = (event) => {
    if (event.isTrusted) state.pasteAt ??= performance.now();
  };
  window.addEventListener('paste', onPaste, true);
  const isUpdated = () => {
    const value = read();
    if (value === before) return false;
    if (until === 'non-empty-changed') return value !== '';
    return typeof until === 'object' ? value.includes(until.contains) : true;
  };
  state.done = new Promise((resolve) => {
    const frame = () => {
      if (state.start !== null && isUpdated()) {
        state.end = performance.now();
        for (const type of types) window.removeEventListener(type, onEvent, true);
        window.removeEventListener('paste', onPaste, true);
        resolve();
      } else {
        requestAnimationFrame(frame);
      }
    };
    requestAnimationFrame(frame);
  });
  window.__latency = state;
}

/** How long the output must stay the same before the first step: the setup's answer is all drawn. */
const SETTLED_MS = 500;

/**
 * Runs in the page, on the output element: resolves once its value has not changed for `quietMs`
 * (read at every frame, at most 15 s). A setup's answer can still be drawing when the network is
 * quiet (a virtualised view adds the rows its measured height holds a frame later), and a first
 * step armed before that took the late rows for its answer (19-36 ms "answers").
 */
function settled(output, quietMs) {
  const read = () => window.__bench.outputValue(output);
  return new Promise((resolve) => {
    const started = performance.now();
    let value = read();
    let since = started;
    const frame = (now) => {
      const next = read();
      if (next !== value) [value, since] = [next, now];
      if (now - since >= quietMs || now - started > 15_000) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function step(page, scenario, index, act, timeoutMs = STEP_TIMEOUT_MS) {
  const until = typeof scenario.until === 'function' ? scenario.until(index) : (scenario.until ?? 'changed');
  if (index >= 0 && scenario.prepare) await scenario.prepare(page, index);
  await scenario.output(page).evaluate(arm, until);
  await act();
  const { start, firstInput, end, pasteAt } = await page.evaluate(async (ms) => {
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('no output in time')), ms));
    await Promise.race([window.__latency.done, timeout]);
    const { start, firstInput, end, pasteAt } = window.__latency;
    return { start, firstInput, end, pasteAt };
  }, timeoutMs);
  const longTasks = await page.evaluate(() => window.__bench.longTasks);
  const during = longTasks.filter((t) => t.start < end && t.start + t.duration > firstInput);
  const result = { latency: end - start, longestTask: Math.max(0, ...during.map((t) => t.duration)) };
  if (pasteAt === undefined || pasteAt === null) return result;
  // A paste: the task that handed the clipboard's text to the page, and the longest of the others
  // (the page's own work after it), told apart.
  const isPasteTask = (t) => t.start <= pasteAt && pasteAt <= t.start + t.duration;
  const pasteTask = during.find(isPasteTask)?.duration ?? 0;
  const afterPaste = Math.max(0, ...during.filter((t) => !isPasteTask(t)).map((t) => t.duration));
  return { ...result, pasteTask, afterPaste };
}

// A page with a plain field that reads a paste as the app's fields do (src/ui/InputText.tsx): the
// text is read from the clipboard, and one over 256 Ki characters is kept out of the field (the
// browser inserts a smaller one). What remains is what the browser itself spends on the paste.
const BARE_PASTE_PAGE =
  '<!doctype html><meta charset="utf-8"><title>Bare paste</title>' +
  '<textarea aria-label="Field" rows="3" style="width: 100%"></textarea><output></output><script>' +
  "const field = document.querySelector('textarea'); const output = document.querySelector('output');" +
  "field.addEventListener('paste', (event) => { const text = event.clipboardData.getData('text/plain');" +
  '  if (text.length > 256 * 1024) { event.preventDefault(); output.textContent = String(text.length); } });' +
  "field.addEventListener('input', () => { output.textContent = String(field.value.length); });</script>";

/**
 * The same paste on a bare page under the same profile (a fresh context): the part of a large
 * paste step that is the browser's own (the keystroke, the clipboard's text handed to the page in
 * one task by getData, a small one laid out in the field) and that no page can avoid.
 */
async function barePaste(browser, baseURL, text) {
  const session = await openProfiledPage(browser);
  try {
    const { page } = session;
    const url = new URL('/__bare-paste', baseURL).href;
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: BARE_PASTE_PAGE }));
    await page.goto(url);
    const scenario = { output: (p) => p.locator('output'), until: 'non-empty-changed' };
    const { latency, longestTask } = await step(page, scenario, -1, () => pasteText(page.locator('textarea'), text));
    return { latency, longestTask };
  } finally {
    await session.close();
  }
}

/**
 * The large step again with new inputs of the same size, once the page and its worker have done it
 * once: the latencies, their median and the longest task of them all.
 */
async function repeatedSteps(page, scenario, large, toolId, log) {
  const samples = [];
  for (let k = 1; k <= LARGE_REPEATS; k++)
    samples.push(await step(page, scenario, -1, () => large.repeat(page, k), LARGE_STEP_TIMEOUT_MS));
  const latencies = samples.map((s) => s.latency);
  const repeats = {
    latencies,
    median: median(latencies),
    longestTask: Math.max(...samples.map((s) => s.longestTask)),
    afterPaste: samples.every((s) => typeof s.afterPaste === 'number')
      ? Math.max(...samples.map((s) => s.afterPaste))
      : undefined,
  };
  log(
    `  ${toolId}: large input repeated ${latencies.map(Math.round).join(' / ')} ms (longest task ${Math.round(repeats.longestTask)} ms)`,
  );
  return repeats;
}

/** A large-input step: its latency and longest task (and its Node reference), or the reason it failed (kept, not thrown). */
async function largeStep(page, scenario, large, toolId, log, baseURL) {
  const { description } = large;
  try {
    const browser = page.context().browser();
    await large.prepare?.(page);
    delete page.__lastPaste;
    let peakMemory = await watchPeakMemory(browser);
    // Watched again from the moment the input is ready (bench/lib/user-input.mjs): the driver's own
    // writing of megabytes to the clipboard through the page is not the tool's memory.
    page.__beforeInput = async () => {
      peakMemory = await watchPeakMemory(browser);
    };
    const timed = await step(page, scenario, -1, () => large.act(page), LARGE_STEP_TIMEOUT_MS).finally(() => {
      delete page.__beforeInput;
    });
    const sample = { ...timed, peakMemoryMB: peakMemory() };
    log(
      `  ${toolId}: large input ${Math.round(sample.latency)} ms (longest task ${Math.round(sample.longestTask)} ms, ` +
        `peak memory +${sample.peakMemoryMB ?? '?'} MB)`,
    );
    // For information: a failure here leaves the tool's own figures as they are.
    if (typeof page.__lastPaste === 'string') {
      sample.barePaste = await barePaste(browser, baseURL, page.__lastPaste).catch((error) => {
        log(`  ${toolId}: the same paste on a bare page failed: ${error.message.split('\n')[0]}`);
        return undefined;
      });
    }
    if (sample.barePaste) {
      log(
        `  ${toolId}: the same paste on a bare page ${Math.round(sample.barePaste.latency)} ms (task ${Math.round(sample.barePaste.longestTask)} ms)`,
      );
    }
    if (large.repeat) sample.repeats = await repeatedSteps(page, scenario, large, toolId, log);
    if (!large.reference) return { description, ...sample };
    const referenceMs = await large.reference.ms();
    log(`  ${toolId}: ${large.reference.label} in Node: ${Math.round(referenceMs)} ms`);
    return { description, ...sample, reference: { label: large.reference.label, ms: referenceMs } };
  } catch (error) {
    return { description, error: error.message.split('\n')[0] };
  }
}

/**
 * Opens the tool cold under the profile, waits until it is usable and the network is quiet, then
 * takes one first step and `runs` repeated steps, and the scenario's large steps unless `skipLarge`.
 */
export async function measureLatency(browser, { baseURL, toolId, scenario, runs, log, skipLarge = false }) {
  const session = await openProfiledPage(browser, { probe: 'tool' });
  try {
    const { page, network } = session;
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(`/${toolId}`, baseURL).href, { waitUntil: 'commit' });
    await page.evaluate((ms) => {
      const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('not usable in time')), ms));
      return Promise.race([window.__bench.usable, timeout]);
    }, USABLE_TIMEOUT_MS);
    await network.waitForQuiet();
    if (scenario.setup) await scenario.setup(page);
    await network.waitForQuiet();
    await scenario.output(page).evaluate(settled, SETTLED_MS);
    const samples = [];
    for (let i = 0; i <= runs; i++) samples.push(await step(page, scenario, i, () => scenario.act(page, i)));
    const [first, ...repeats] = samples;
    log(
      `  ${toolId}: first ${Math.round(first.latency)} ms, repeats ${repeats.map((s) => Math.round(s.latency)).join(' / ')} ms` +
        ` (longest tasks ${samples.map((s) => Math.round(s.longestTask)).join(' / ')} ms)`,
    );
    const large = [];
    const largeSteps = skipLarge ? [] : [scenario.large ?? []].flat();
    for (const each of largeSteps) large.push(await largeStep(page, scenario, each, toolId, log, baseURL));
    return {
      toolId,
      scenario: scenario.description,
      debounceMs: scenario.debounceMs ?? 0,
      first: first.latency,
      median: median(repeats.map((s) => s.latency)),
      max: Math.max(...repeats.map((s) => s.latency)),
      longestTask: Math.max(...samples.map((s) => s.longestTask)),
      samples,
      large: large.length ? large : null,
      errors,
    };
  } finally {
    await session.close();
  }
}
