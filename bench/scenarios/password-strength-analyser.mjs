// Password strength analyser: the brute-force figures follow each keystroke on the main thread
// (the dictionary attack runs in a worker after 150 ms and fills other rows).

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new password, wait for "Duration to crack"',
  output: (page) => page.getByLabel('Duration to crack', { exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => page.getByLabel('Password', { exact: true }).fill(`Correct-Horse-${'x'.repeat(step + 1)}-Battery${step}`),
};
