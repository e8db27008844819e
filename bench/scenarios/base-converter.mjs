// Integer base converter: numbers up to 500 characters convert on the main thread as the user types.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new 40-digit "Input number" (base 10), wait for "Base64 (64)"',
  output: (page) => page.getByRole('textbox', { name: 'Base64 (64)', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) =>
    page
      .getByRole('textbox', { name: 'Input number', exact: true })
      .fill(`${1234567890123456789n * BigInt(step + 1)}${'7'.repeat(20)}`),
};
