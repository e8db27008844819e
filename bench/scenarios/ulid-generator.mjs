// ULID generator: "Refresh" draws new ULIDs at once on the main thread.
import { press } from '../lib/user-input.mjs';

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'press "Refresh", wait for new "ULIDs"',
  output: (page) => page.getByLabel('ULIDs', { exact: true }),
  act: (page) => press(page.getByRole('button', { name: 'Refresh', exact: true })),
};
