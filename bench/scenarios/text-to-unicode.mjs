// Text to Unicode: inputs up to 10,000 characters are encoded on the main thread on every keystroke.

const encodeCard = (page) => page.getByRole('region', { name: 'Text to Unicode', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new 200-character text, wait for "Unicode from your text"',
  output: (page) => encodeCard(page).getByRole('textbox', { name: 'Unicode from your text', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) =>
    encodeCard(page)
      .getByRole('textbox', { name: 'Enter text to convert to unicode', exact: true })
      .fill(`${step} Hello Avengers 😀 `.repeat(10)),
};
