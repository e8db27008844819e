// OTP code generator: codes are computed on the main thread (one HMAC each) whenever an option changes.
import { press } from '../lib/user-input.mjs';

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'click "Generate a new random secret", wait for the new "Secret in hexadecimal"',
  output: (page) => page.getByRole('textbox', { name: 'Secret in hexadecimal', exact: true }),
  until: 'changed',
  act: (page) => press(page.getByRole('button', { name: 'Generate a new random secret', exact: true })),
};
