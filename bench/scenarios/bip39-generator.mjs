// BIP39 generator: "Refresh" draws new entropy on the page; the keys worker derives its mnemonic.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'press "Refresh", wait for a new "Passphrase (mnemonic)"',
  output: (page) => page.getByLabel(/^Passphrase \(mnemonic\)/),
  act: (page) => page.getByRole('button', { name: 'Refresh', exact: true }).click(),
};
