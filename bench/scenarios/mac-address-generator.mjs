// MAC address generator: every option change and Refresh draws a new batch at once (no worker).
import { press } from '../lib/user-input.mjs';

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'press "Refresh", wait for new "MAC addresses" (quantity 1)',
  output: (page) => page.getByRole('textbox', { name: 'MAC addresses', exact: true }),
  until: 'changed',
  act: (page) => press(page.getByRole('button', { name: 'Refresh', exact: true })),
};
