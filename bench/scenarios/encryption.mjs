// Encrypt / decrypt text: the cipher runs in a worker once input settles (150 ms debounce).
import { pasteText } from '../lib/user-input.mjs';

const encryptCard = (page) => page.getByRole('region', { name: 'Encrypt', exact: true });
const input = (page) => encryptCard(page).getByLabel('Your text', { exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new text with the default key, wait for "Your text encrypted"',
  debounceMs: 150,
  output: (page) => encryptCard(page).getByLabel('Your text encrypted', { exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => input(page).fill(`${step} Lorem ipsum dolor sit amet, consectetur adipiscing elit.`),
  large: {
    description: 'paste 1 MB of text',
    act: (page) => pasteText(input(page), 'Lorem ipsum dolor sit amet, consectetur adipiscing. '.repeat(20_000)),
  },
};
