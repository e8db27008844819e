// Inputs as a person gives them, without the test driver's own costs landing in the measurement.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = join(tmpdir(), 'toolshed-bench-inputs');

/**
 * Opens `text` as a file through the button named `button`, as a person would with a big document.
 * The text goes to a file on disk first: a file handed over from memory is rebuilt inside the page
 * by the driver (seconds of main-thread work for megabytes, counted against the tool).
 */
export async function openAsFile(page, button, name, text) {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, text);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  const picker = await chooser;
  await page.__beforeInput?.();
  // The tool's part starts with the pick: the press that opened the picker, and the time a person
  // spends in it, are not the tool's latency (the driver also delivers the press in one task).
  await page.evaluate(() => {
    if (window.__latency) window.__latency.start = window.__latency.firstInput = null;
  });
  await picker.setFiles(path);
}

/**
 * Pastes `text` into `field` with the clipboard and Ctrl+V, as a person does. (Typing it with the
 * driver's fill() inserts it line by line, which costs Chromium far more than a paste.)
 */
export async function pasteText(field, text) {
  const page = field.page();
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  // Selected without a key press: a select-all keystroke would start the timing (it is an input
  // event) one driver round trip before the paste, and count that round trip as the tool's latency.
  const selected = await field.evaluate((element) => {
    element.focus();
    if (typeof element.select !== 'function') return false;
    element.select();
    return true;
  });
  if (!selected) await field.press('ControlOrMeta+A');
  // A large step measures the same paste on a bare page too (bench/lib/latency.mjs).
  page.__lastPaste = text;
  await page.__beforeInput?.();
  await field.press('ControlOrMeta+V');
}

/**
 * Types `text` as keystrokes into `field` (a textarea or input) right after the first `marker` in
 * its value, as a person editing a document does.
 */
export async function typeAfter(field, marker, text) {
  await field.evaluate((element, at) => {
    const index = element.value.indexOf(at);
    if (index < 0) throw new Error(`"${at}" is not in the field`);
    element.focus();
    element.setSelectionRange(index + at.length, index + at.length);
  }, marker);
  await field.page().keyboard.type(text);
}

/**
 * Presses a button as a person does: the pointer reaches it first (hover effects happen before the
 * press, untimed), then a short tap of 40 ms. The latency is timed from the release, where a
 * button acts, and the long tasks from the touch; the driver's click() would deliver the hover,
 * the touch and the release in one task, which no person's tap does.
 */
export async function press(locator) {
  await locator.hover();
  await locator.page().waitForTimeout(100);
  await locator.page().evaluate(() => {
    if (window.__latency) window.__latency.startOnRelease = true;
  });
  await locator.click({ delay: 40 });
}
