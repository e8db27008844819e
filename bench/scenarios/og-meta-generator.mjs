// Open graph meta generator: the tags are written in the page at every keystroke (no debounce).

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "Title", wait for "Your meta tags"',
  output: (page) => page.getByRole('textbox', { name: 'Your meta tags', exact: true }),
  until: 'changed',
  act: (page, step) => page.getByRole('textbox', { name: 'Title', exact: true }).fill(`My page ${step} & friends`),
};
