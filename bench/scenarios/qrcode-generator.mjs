// QR code generator: the text is encoded and painted at 1024 px in the qr worker (150 ms debounce),
// then shown as a PNG; the clock stops when the new image is in the page.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "Text", wait for the "QR code" image to change',
  output: (page) => page.getByRole('img', { name: 'QR code', exact: true }),
  until: 'non-empty-changed',
  debounceMs: 150,
  act: (page, step) => page.getByRole('textbox', { name: 'Text', exact: true }).fill(`https://example.com/page/${step}`),
  async setup(page) {
    await page.getByRole('img', { name: 'QR code', exact: true }).waitFor();
  },
};
