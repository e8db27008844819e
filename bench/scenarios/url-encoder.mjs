// URL encoder: inputs up to 20,000 characters are encoded on the main thread on every keystroke.

const encodeCard = (page) => page.getByRole('region', { name: 'Encode', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new 300-character text, wait for "Your string encoded"',
  output: (page) => encodeCard(page).getByRole('textbox', { name: 'Your string encoded', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) =>
    encodeCard(page)
      .getByRole('textbox', { name: 'Your string', exact: true })
      .fill(`${step} https://example.com/?q=ça va & 😀 `.repeat(8)),
};
