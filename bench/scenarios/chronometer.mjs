// Chronometer: a press on Start/Stop until the display shows the new state (time moving, or frozen
// at a new value).
import { press } from '../lib/user-input.mjs';

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'press "Start" or "Stop", wait for the "Elapsed time" display to change',
  output: (page) => page.getByRole('timer', { name: 'Elapsed time' }),
  act: (page) => press(page.getByRole('button', { name: /^(Start|Stop)$/ })),
};
