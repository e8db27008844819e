// BIP39 generator: "Refresh" draws new entropy on the page; the keys worker derives its mnemonic.
import { press } from '../lib/user-input.mjs';

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'press "Refresh", wait for a new "Passphrase (mnemonic)"',
  output: (page) => page.getByLabel(/^Passphrase \(mnemonic\)/),
  act: (page) => press(page.getByRole('button', { name: 'Refresh', exact: true })),
};
