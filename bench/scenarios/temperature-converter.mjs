// Temperature converter: every keystroke converts to the seven other scales on the main thread.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "Celsius" value, wait for "Fahrenheit"',
  output: (page) => page.getByRole('textbox', { name: 'Fahrenheit', exact: true }),
  act: (page, step) => page.getByRole('textbox', { name: 'Celsius', exact: true }).fill(String(20 + step * 5)),
};
