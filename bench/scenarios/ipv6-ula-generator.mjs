// IPv6 ULA generator: WebCrypto SHA-1 of 16 bytes (asynchronous, well under a millisecond) per MAC or Refresh.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "MAC address", wait for a new "IPv6 ULA"',
  output: (page) => page.getByRole('textbox', { name: 'IPv6 ULA', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) =>
    page.getByRole('textbox', { name: 'MAC address', exact: true }).fill(`20:37:06:12:34:${(0x10 + step).toString(16)}`),
};
