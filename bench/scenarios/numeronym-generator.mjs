// Numeronym generator: computed in the page at every keystroke.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new word in "Word", wait for the "Numeronym"',
  output: (page) => page.getByRole('textbox', { name: 'Numeronym', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) =>
    page.getByRole('textbox', { name: 'Word', exact: true }).fill(`internationali${'z'.repeat(step + 1)}ation`),
};
