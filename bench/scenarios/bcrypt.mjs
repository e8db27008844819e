// Bcrypt: the hash runs in the kdf worker once typing has settled (300 ms debounce, part of the latency).

const hashCard = (page) => page.getByRole('region', { name: 'Hash', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  debounceMs: 300,
  description: 'type in "Your string" at salt count 10, wait for the "Hashed string" (300 ms debounce included)',
  async setup(page) {
    await hashCard(page).getByRole('textbox', { name: 'Salt count' }).fill('10');
    // The empty string is hashed on arrival: let that first run finish before timing.
    const hashed = await hashCard(page).getByRole('textbox', { name: 'Hashed string', exact: true }).elementHandle();
    await page.waitForFunction((field) => field.value !== '', hashed, { polling: 100, timeout: 30_000 });
  },
  output: (page) => hashCard(page).getByRole('textbox', { name: 'Hashed string', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => hashCard(page).getByRole('textbox', { name: 'Your string' }).fill(`bench input ${step}`),
};
