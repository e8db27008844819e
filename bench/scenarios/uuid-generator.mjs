// UUIDs generator: "Refresh" draws new UUIDs at once on the main thread.
import { press } from '../lib/user-input.mjs';

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'press "Refresh", wait for new v4 UUIDs in "Your UUIDs"',
  output: (page) => page.getByLabel('Your UUIDs', { exact: true }),
  act: (page) => press(page.getByRole('button', { name: 'Refresh', exact: true })),
};
