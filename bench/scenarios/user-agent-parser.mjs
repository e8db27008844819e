// User-agent parser: ua-parser-js (loaded after the page is drawn) runs on the main thread on every input.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'paste a new user agent, wait for the "Browser" card',
  output: (page) => page.getByRole('region', { name: 'Browser', exact: true }),
  until: 'changed',
  act: (page, step) =>
    page
      .getByRole('textbox', { name: 'User agent string', exact: true })
      .fill(`Mozilla/5.0 (X11; Linux x86_64; rv:${100 + step}.0) Gecko/20100101 Firefox/${100 + step}.0`),
};
