// Device information: no input; the "Window size" row follows a resize of the window. The clock
// starts at a click on the card's heading (the bench needs a trusted input event), then the
// window is resized.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'click the "Screen" heading and resize the window, wait for the new "Window size"',
  output: (page) =>
    page.getByRole('region', { name: 'Screen', exact: true }).getByRole('status', { name: 'Window size', exact: true }),
  until: 'changed',
  async act(page, step) {
    await page.getByRole('heading', { name: 'Screen', exact: true }).click();
    await page.setViewportSize({ width: 400 - step - 1, height: 800 });
  },
};
