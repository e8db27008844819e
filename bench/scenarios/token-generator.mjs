// Token generator: every option change draws a new token at once (no worker, no debounce).
import { press } from '../lib/user-input.mjs';

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'toggle "Symbols (!-;...)", wait for a new Token (length 64)',
  output: (page) => page.getByRole('textbox', { name: 'Token', exact: true }),
  until: 'changed',
  // A person taps the switch's visible label (its input is visually hidden).
  act: (page) => press(page.getByText('Symbols (!-;...)', { exact: true })),
};
