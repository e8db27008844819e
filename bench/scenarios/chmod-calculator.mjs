// Chmod calculator: every box or typed value updates the outputs in the page.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'tick or untick "Owner read" (keyboard), wait for the "Octal" value',
  async setup(page) {
    await page.getByRole('checkbox', { name: 'Owner read', exact: true }).focus();
  },
  output: (page) => page.getByRole('textbox', { name: 'Octal', exact: true }),
  until: 'changed',
  act: (page) => page.keyboard.press('Space'),
};
