// HMAC generator: small texts are signed on every keystroke (no debounce), big ones once typing
// settles (150 ms, the large step).
import { pasteText } from '../lib/user-input.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Plain text to compute the hash', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new 100-character text with the key "bench secret", wait for "HMAC of your text"',
  async setup(page) {
    await page.getByRole('textbox', { name: 'Secret key', exact: true }).fill('bench secret');
  },
  output: (page) => page.getByRole('textbox', { name: 'HMAC of your text', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => input(page).fill(`${step} The quick brown fox jumps over the lazy dog. `.repeat(2)),
  large: {
    description: 'paste 1 MB of text',
    act: (page) => pasteText(input(page), 'The quick brown fox jumps over the lazy dog. 😀 '.repeat(21_000)),
  },
};
