// Outlook Safelink decoder: the url parameter is decoded on the main thread on every keystroke.

const link = (step) =>
  `https://eur02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.example.com%2Fstep-${step}%3Fq%3D%C3%A9&data=05%7C02%7C&reserved=0`;

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'paste a new SafeLinks URL, wait for "Output decoded URL"',
  output: (page) => page.getByRole('textbox', { name: 'Output decoded URL', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => page.getByRole('textbox', { name: 'Your input Outlook SafeLink Url', exact: true }).fill(link(step)),
};
