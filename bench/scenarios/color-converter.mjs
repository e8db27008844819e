// Color converter: editing one notation re-derives the others on the main thread (no debounce).

const colors = ['#ff0000', '#00ff00', '#0000ff', '#1ea54c', '#663399cc'];

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "hex" colour, wait for the "lch" field to follow',
  output: (page) => page.getByRole('textbox', { name: 'lch', exact: true }),
  until: 'non-empty-changed',
  // Consecutive steps never repeat a colour, so the output always changes.
  act: (page, step) => page.getByRole('textbox', { name: 'hex', exact: true }).fill(colors[step % colors.length]),
};
