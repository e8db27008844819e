// HTTP status codes: the static table is searched with Fuse.js on the main thread (63 entries), on every input.

const queries = ['teapot', 'not found', 'gateway', 'redirect', 'server error'];

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a search, wait for the "Search results"',
  output: (page) => page.getByRole('main'),
  until: 'changed',
  act: (page, step) =>
    page.getByRole('textbox', { name: 'Search http status', exact: true }).fill(queries[step % queries.length]),
};
