// IPv4 address converter: every representation is computed on the main thread as the user types.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "The ipv4 address", wait for "Binary"',
  output: (page) => page.getByRole('textbox', { name: 'Binary', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => page.getByRole('textbox', { name: 'The ipv4 address', exact: true }).fill(`10.${step + 1}.0.${step + 7}`),
};
