// Lorem ipsum generator: every option change draws a new text in the page (no worker, no debounce).
import { press } from '../lib/user-input.mjs';

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'press Refresh (20 paragraphs of 3–8 sentences), wait for a new "Lorem ipsum text"',
  async setup(page) {
    await page.getByRole('slider', { name: 'Paragraphs', exact: true }).focus();
    await page.keyboard.press('End');
  },
  output: (page) => page.getByRole('textbox', { name: 'Lorem ipsum text', exact: true }),
  until: 'changed',
  act: (page) => press(page.getByRole('button', { name: 'Refresh', exact: true })),
};
