// Email normalizer: lists up to 32 Ki characters are normalised in the page, in a deferred render
// after each keystroke; longer ones in the text-stats worker once typing pauses (150 ms). Normal
// step: a keystroke in a 40-line list; large step: a list of 100,000 addresses pasted.
import { pasteText, typeAfter } from '../lib/user-input.mjs';

const line = (i) =>
  [`Jane.Doe+news${i}@GoogleMail.com`, ` bob${i}@Example.org `, `ann+x${i}@outlook.com`, `not an email ${i}`][i % 4];
const list = (count) => Array.from({ length: count }, (_, i) => line(i)).join('\n');
const input = (page) => page.getByRole('textbox', { name: 'Raw emails to normalize', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a character into the first address of a 40-line list, wait for "Normalized emails"',
  output: (page) => page.getByRole('textbox', { name: 'Normalized emails', exact: true }),
  until: 'non-empty-changed',
  setup: (page) => pasteText(input(page), `first.marker@gmail.com\n${list(39)}`),
  // A letter each step after "first": the Gmail line's normalised form changes every time.
  act: (page, step) => typeAfter(input(page), 'first', String.fromCharCode(97 + (step % 26))),
  large: {
    description: 'paste a list of 100,000 addresses (normalised in the worker after a 150 ms pause)',
    act: (page) => pasteText(input(page), list(100_000)),
  },
  debounceMs: 0,
};
