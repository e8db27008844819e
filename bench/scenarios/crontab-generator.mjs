// Crontab generator: each expression is checked, described and its next runs computed in the page,
// 150 ms after typing stops.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new cron expression in "Cron expression", wait for the "Cron description"',
  output: (page) => page.getByRole('status', { name: 'Cron description' }),
  until: 'non-empty-changed',
  act: (page, step) => page.getByRole('textbox', { name: 'Cron expression', exact: true }).fill(`${step % 60} */2 * * mon-fri`),
  debounceMs: 150,
};
