// Keycode info: a document keydown listener fills the rows on the main thread.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'press a new letter key, wait for "Key"',
  output: (page) => page.getByRole('textbox', { name: 'Key', exact: true }),
  until: 'non-empty-changed',
  // The rows appear after the first key.
  async setup(page) {
    await page.getByRole('application', { name: 'Key capture area' }).focus();
    await page.keyboard.press('Digit0');
    await page.getByRole('textbox', { name: 'Key', exact: true }).waitFor();
  },
  act: (page, step) => page.keyboard.press(`Key${String.fromCharCode(65 + (step % 26))}`),
};
