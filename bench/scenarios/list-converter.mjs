// List converter: lists up to 10,000 characters are converted on the main thread on every change
// (the list is pasted: the driver's fill() types a 500-line text line by line, seconds of editing).
import { pasteText } from '../lib/user-input.mjs';

const items = Array.from({ length: 500 }, (_, i) => ` item ${(i * 7919) % 1000} `).join('\n');

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'paste a new 500-line list (sorted ascending, de-duplicated), wait for "Your transformed data"',
  async setup(page) {
    await page.getByRole('button', { name: /Sort list/ }).click();
    await page.getByRole('option', { name: 'Sort ascending', exact: true }).click();
  },
  output: (page) => page.getByRole('textbox', { name: 'Your transformed data', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => pasteText(page.getByRole('textbox', { name: 'Your input data', exact: true }), `step ${step}\n${items}`),
};
