// IPv4 range expander: the CIDR block is computed on the main thread as the user types; the address
// list builds only its visible page.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "End address", wait for the CIDR row',
  output: (page) => page.getByRole('row').filter({ hasText: 'CIDR' }),
  until: 'non-empty-changed',
  act: (page, step) => page.getByRole('textbox', { name: 'End address', exact: true }).fill(`192.168.${10 + step * 20}.255`),
};
