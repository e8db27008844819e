// URL parser: the browser's URL parser splits the input on the main thread on every keystroke.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'paste a new URL with 20 query parameters, wait for "Path"',
  output: (page) => page.getByRole('textbox', { name: 'Path', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) =>
    page
      .getByRole('textbox', { name: 'Your url to parse', exact: true })
      .fill(
        `https://user:pw@münchen.de:8080/step-${step}/café?${Array.from({ length: 20 }, (_, i) => `k${i}=v${i}`).join('&')}#top`,
      ),
};
