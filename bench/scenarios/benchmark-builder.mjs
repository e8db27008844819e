// Benchmark builder: each keystroke in a measure re-ranks the suites on the main thread.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "Value 2" in Suite 2, wait for the second row of the results',
  output: (page) => page.getByRole('grid', { name: 'Results' }).getByRole('row').nth(2),
  until: 'non-empty-changed',
  act: (page, step) =>
    page
      .getByRole('region', { name: 'Suite 2', exact: true })
      .getByRole('textbox', { name: 'Value 2', exact: true })
      .fill(String(13 + step)),
};
