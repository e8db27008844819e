// Text to NATO alphabet: inputs up to 2,000 characters are spelled on the main thread on every keystroke.

const input = (page) => page.getByRole('textbox', { name: 'Your text to convert to NATO phonetic alphabet', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  // The output field appears with the first text: type one before timing.
  setup: (page) => input(page).fill('Hello'),
  description: 'type a new sentence in the text field, wait for "Your text in NATO phonetic alphabet"',
  output: (page) => page.getByRole('textbox', { name: 'Your text in NATO phonetic alphabet', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => input(page).fill(`Flight ${step} cleared to land, runway two seven left 😀`),
};
