// Random port generator: Refresh draws a new port at once (no worker). A repeat of the same port
// (1 in 64,512) would make a step wait for its timeout.
import { press } from '../lib/user-input.mjs';

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'press "Refresh", wait for a new "Random port"',
  output: (page) => page.getByLabel('Random port', { exact: true }),
  until: 'changed',
  act: (page) => press(page.getByRole('button', { name: 'Refresh', exact: true })),
};
