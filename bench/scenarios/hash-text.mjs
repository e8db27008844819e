// Hash text: small texts are hashed in the hash worker on every keystroke (no debounce); big ones
// once typing settles (the large step).
import { pasteText } from '../lib/user-input.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your text to hash', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new 100-character text, wait for the SHA256 digest',
  output: (page) => page.getByRole('textbox', { name: 'SHA256', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => input(page).fill(`${step} The quick brown fox jumps over the lazy dog. `.repeat(2)),
  large: {
    description: 'paste 1 MB of text',
    act: (page) => pasteText(input(page), 'The quick brown fox jumps over the lazy dog. 😀 '.repeat(21_000)),
  },
};
