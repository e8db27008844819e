// Text statistics: texts up to 64 Ki characters are counted in the page at every keystroke;
// longer ones in the text-stats worker once typing pauses (150 ms). The big text is pasted (fill()
// would insert it line by line).
import { pasteText } from '../lib/user-input.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your text', exact: true });
const bigText = 'Lorem ipsum dolor sit amet 😀, consectetur\n'.repeat(120_000); // ~5 MB of UTF-8

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new 2,000-character text, wait for the "Character count"',
  output: (page) => page.getByLabel('Character count', { exact: true }),
  until: 'changed',
  // One more sentence each step: the character count changes (the same length would not).
  act: (page, step) => input(page).fill(`${step} The quick brown fox jumps over the lazy dog. `.repeat(44 + step)),
  large: {
    description: 'paste a ~5 MB text (counted in the worker after a 150 ms pause)',
    act: (page) => pasteText(input(page), bigText),
  },
};
