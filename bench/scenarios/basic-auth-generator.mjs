// Basic auth generator: the header is rebuilt on the main thread on every keystroke.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new username, wait for "Authorization header"',
  output: (page) => page.getByRole('textbox', { name: 'Authorization header', exact: true }),
  until: 'changed',
  act: (page, step) => page.getByRole('textbox', { name: 'Username', exact: true }).fill(`user-${step}-jérôme`),
};
