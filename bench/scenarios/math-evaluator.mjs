// Math evaluator: each expression goes to the math worker (mathjs) once typing pauses (150 ms).
// The "Result" card stays while the next answer is awaited (blank), so the same field is watched.

const input = (page) => page.getByRole('textbox', { name: 'Math expression', exact: true });
const result = (page) =>
  page.getByRole('region', { name: 'Result', exact: true }).getByRole('textbox', { name: 'Result', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new expression, wait for its "Result" (evaluated in the math worker)',
  async setup(page) {
    await input(page).fill('2*sqrt(6)');
    await result(page).waitFor();
  },
  output: result,
  until: 'non-empty-changed',
  debounceMs: 150,
  act: (page, step) => input(page).fill(`2*sqrt(${7 + step}) + [1, 2] * ${step}`),
};
