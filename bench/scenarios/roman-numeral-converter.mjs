// Roman numeral converter: converts on the main thread as the user types (no worker, no debounce).

const card = (page) => page.getByRole('region', { name: 'Arabic to roman', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new "Arabic number", wait for the "Roman result"',
  output: (page) => card(page).getByRole('textbox', { name: 'Roman result', exact: true }),
  until: 'non-empty-changed',
  // Every step a different value in 1–3999, so the numeral always changes.
  act: (page, step) =>
    card(page)
      .getByRole('textbox', { name: 'Arabic number', exact: true })
      .fill(String(1000 + step * 7)),
};
