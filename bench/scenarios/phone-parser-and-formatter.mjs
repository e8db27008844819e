// Phone parser: libphonenumber-js ("max" metadata, in the tool's chunk) parses in the page once
// typing settles (150 ms).

const numbers = ['(213) 373-4253', '+33 6 12 34 56 78', '+44 20 7946 0018', '+49 800 1234567'];
const input = (page) => page.getByRole('textbox', { name: 'Phone number', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "Phone number", wait for the "E.164 format" to follow',
  output: (page) => page.getByLabel('E.164 format', { exact: true }),
  until: 'non-empty-changed',
  debounceMs: 150,
  act: (page, step) => input(page).fill(numbers[(step + 1) % numbers.length]),
  async setup(page) {
    await input(page).fill(numbers[0]);
    await page.getByLabel('E.164 format', { exact: true }).waitFor();
  },
};
