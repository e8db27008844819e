// IPv4 subnet calculator: parsing and the table are computed on the main thread as the user types;
// the address list builds only its visible page, whatever the block's size.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "An IPv4 address with or without mask" (a /8 to a /24), wait for "Netmask"',
  output: (page) => page.getByLabel('Netmask', { exact: true }),
  until: 'non-empty-changed',
  act: (page, step) =>
    page
      .getByRole('textbox', { name: 'An IPv4 address with or without mask', exact: true })
      .fill(`10.${step + 1}.2.3/${8 + (step % 17)}`),
};
