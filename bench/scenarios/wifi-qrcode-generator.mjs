// WiFi QR code: the payload is built in the page, encoded and painted in the qr worker (150 ms
// debounce); the clock stops when the new image is in the page.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "SSID", wait for the "wifi-qrcode" image to change',
  output: (page) => page.getByRole('img', { name: 'wifi-qrcode', exact: true }),
  until: 'non-empty-changed',
  debounceMs: 150,
  act: (page, step) => page.getByRole('textbox', { name: 'SSID', exact: true }).fill(`Network ${step}`),
  async setup(page) {
    await page.getByRole('textbox', { name: 'SSID', exact: true }).fill('Home');
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
    await page.getByRole('img', { name: 'wifi-qrcode', exact: true }).waitFor();
  },
};
