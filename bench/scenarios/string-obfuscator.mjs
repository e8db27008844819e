// String obfuscator: masked in the page at every keystroke.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new 64-character secret, wait for the "Obfuscated string"',
  output: (page) => page.getByRole('textbox', { name: 'Obfuscated string', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) =>
    page.getByRole('textbox', { name: 'String to obfuscate', exact: true }).fill(`sk-${step}-${'a1B2c3D4'.repeat(8)}`),
};
