// Percentage calculator: each keystroke recomputes the card's result on the main thread.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "Y" in "What is X % of Y", wait for its "Result"',
  async setup(page) {
    await page.getByRole('region', { name: 'What is X % of Y' }).getByRole('textbox', { name: 'X', exact: true }).fill('15');
  },
  output: (page) => page.getByRole('region', { name: 'What is X % of Y' }).getByRole('textbox', { name: 'Result', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) =>
    page
      .getByRole('region', { name: 'What is X % of Y' })
      .getByRole('textbox', { name: 'Y', exact: true })
      .fill(String(200 + step * 40)),
};
