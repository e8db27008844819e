// Base64 string encoder: inputs up to 64 Ki characters are encoded on the main thread on every keystroke;
// bigger ones go to the worker once typing settles (the large step).
import { pasteText } from '../lib/user-input.mjs';

const encodeCard = (page) => page.getByRole('region', { name: 'String to base64', exact: true });
const input = (page) => encodeCard(page).getByRole('textbox', { name: 'String to encode', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new 200-character string in "String to encode", wait for "Base64 of string"',
  output: (page) => encodeCard(page).getByRole('textbox', { name: 'Base64 of string', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => input(page).fill(`${step} Lorem ipsum dolor sit amet 😀 `.repeat(6)),
  large: {
    description: 'paste 1 MB of text (worker, after typing settles)',
    act: (page) => pasteText(input(page), 'Lorem ipsum dolor sit amet, 😀 consectetur. '.repeat(22_000)),
  },
};
