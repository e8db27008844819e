// ETA calculator: each committed amount recomputes the duration words and the end on the main thread.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "Amount of element to consume" and leave the field, wait for "Total duration"',
  output: (page) => page.getByRole('textbox', { name: 'Total duration', exact: true }),
  until: 'non-empty-changed',
  async act(page, step) {
    const amount = page.getByRole('textbox', { name: 'Amount of element to consume', exact: true });
    await amount.fill(String(200 + step * 37));
    await amount.blur();
  },
};
