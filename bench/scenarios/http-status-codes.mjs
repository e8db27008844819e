// HTTP status codes: the static table (63 entries) is searched with Fuse.js in the search worker, on every input;
// the previous list stays on screen until the answer, so the first change is the new results.

const queries = ['teapot', 'not found', 'gateway', 'redirect', 'server error'];

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a search, wait for the "Search results"',
  output: (page) => page.getByRole('main'),
  until: 'changed',
  act: (page, step) =>
    page.getByRole('textbox', { name: 'Search http status', exact: true }).fill(queries[step % queries.length]),
};
