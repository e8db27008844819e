// MAC address lookup: the address is checked in the page; the vendor comes from the oui worker
// (no debounce). The registries (1.3 MB gzip, downloaded by the worker: seconds on the bench's
// slow 4G, unseen by the page's network idle) load with the default address's lookup; the steps
// start once its vendor is shown, and each is then a few map reads in the worker.

const MACS = ['00:1B:63:84:45:E6', 'B8:27:EB:12:34:56', '3C:5A:B4:00:00:01', '70:B3:D5:12:34:56'];

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type another vendor\'s "MAC address", wait for the "Vendor info"',
  output: (page) => page.getByRole('region', { name: 'Vendor info' }),
  until: 'changed',
  async setup(page) {
    const copy = page.getByRole('button', { name: 'Copy vendor info', exact: true });
    await page.waitForFunction((button) => !button.disabled, await copy.elementHandle(), { timeout: 60_000 });
  },
  act: (page, step) => page.getByRole('textbox', { name: 'MAC address', exact: true }).fill(MACS[step % MACS.length]),
};
