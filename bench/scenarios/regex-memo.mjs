// Regex cheatsheet: static tables; the one interaction is copying a syntax (a press on it).
import { press } from '../lib/user-input.mjs';

const SYNTAXES = ['\\d', '[^abc]', 'a{3,6}', '(?<=b)a', '(?:abc)'];

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'press a syntax to copy it, wait for its "Copied!" tooltip',
  // Nothing else changes on the page: its text gains the "Copied!" tooltip and the toast.
  output: (page) => page.locator('body'),
  until: 'changed',
  act: (page, step) => press(page.getByRole('button', { name: SYNTAXES[step % SYNTAXES.length], exact: true })),
};
