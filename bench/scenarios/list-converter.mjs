// List converter: lists up to 10,000 characters are converted on the main thread on every change.
// Normal step: a keystroke in a 500-line list, as in the other text tools; large step: a new
// 500-line list pasted (the browser's own insertion of 500 lines into the field is most of it).
import { pasteText, typeAfter } from '../lib/user-input.mjs';

const items = Array.from({ length: 500 }, (_, i) => ` item ${(i * 7919) % 1000} `).join('\n');
const input = (page) => page.getByRole('textbox', { name: 'Your input data', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description:
    'type a character into the first item of a 500-line list (sorted ascending, de-duplicated), wait for "Your transformed data"',
  async setup(page) {
    await page.getByRole('button', { name: /Sort list/ }).click();
    await page.getByRole('option', { name: 'Sort ascending', exact: true }).click();
    await pasteText(input(page), `first\n${items}`);
  },
  output: (page) => page.getByRole('textbox', { name: 'Your transformed data', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => typeAfter(input(page), 'first', String(step % 10)),
  large: {
    description: 'paste a new 500-line list',
    act: (page) => pasteText(input(page), `step\n${items}`),
  },
};
