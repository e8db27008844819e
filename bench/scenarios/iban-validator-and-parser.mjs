// IBAN validator: ibantools runs in the page once typing settles (150 ms).

const ibans = ['DE89370400440532013000', 'GB29NWBK60161331926819', 'FR7630006000011234567890189', 'NL91ABNA0417164300'];
const input = (page) => page.getByRole('textbox', { name: 'IBAN', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "IBAN", wait for the "IBAN friendly format" to follow',
  output: (page) => page.getByLabel('IBAN friendly format', { exact: true }),
  until: 'non-empty-changed',
  debounceMs: 150,
  // Consecutive steps never repeat an IBAN; the setup's one differs from the first step's.
  act: (page, step) => input(page).fill(ibans[(step + 1) % ibans.length]),
  async setup(page) {
    await input(page).fill(ibans[0]);
    await page.getByLabel('IBAN friendly format', { exact: true }).waitFor();
  },
};
