// Case converter: inputs up to 2,000 characters convert on the main thread on every keystroke.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "Your string" (a 60-character identifier mix), wait for the "Snakecase" output',
  output: (page) => page.getByRole('textbox', { name: 'Snakecase', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) =>
    page
      .getByRole('textbox', { name: 'Your string', exact: true })
      .fill(`getHTTPResponseCode ${step} été user_id-42 XMLHttpRequest`),
};
