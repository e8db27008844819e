// Date-time converter: parsing and the ten output formats run on the main thread on every keystroke.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new ISO 8601 "Date string", wait for "Unix timestamp"',
  output: (page) => page.getByRole('textbox', { name: 'Unix timestamp', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) =>
    page.getByRole('textbox', { name: 'Date string', exact: true }).fill(`2024-0${(step % 9) + 1}-1${step % 10}T12:34:56+02:00`),
};
