// Text to ASCII binary: inputs up to 10,000 characters are encoded on the main thread on every keystroke.

const encodeCard = (page) => page.getByRole('region', { name: 'Text to ASCII binary', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new 200-character text, wait for "Binary from your text"',
  output: (page) => encodeCard(page).getByRole('textbox', { name: 'Binary from your text', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) =>
    encodeCard(page)
      .getByRole('textbox', { name: 'Enter text to convert to binary', exact: true })
      .fill(`${step} héllo wörld 😀 `.repeat(10)),
};
