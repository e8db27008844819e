// SVG placeholder: the SVG and its Base64 are built in the page once typing settles (100 ms).

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "Custom text", wait for the "SVG HTML element" to follow',
  output: (page) => page.getByRole('textbox', { name: 'SVG HTML element', exact: true }),
  until: 'non-empty-changed',
  debounceMs: 100,
  act: (page, step) => page.getByRole('textbox', { name: 'Custom text', exact: true }).fill(`Banner ${step}`),
};
