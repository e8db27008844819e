// HTML entities: inputs up to 20,000 characters are escaped on the main thread on every keystroke.

const escapeCard = (page) => page.getByRole('region', { name: 'Escape html entities', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  // One line: the driver's fill() inserts a text of several lines line by line (18 input events in
  // one task, Chromium editing work no person causes); one line arrives as one input, as a paste does.
  description: 'type a new 400-character HTML snippet (one line), wait for "Your string escaped"',
  output: (page) => escapeCard(page).getByRole('textbox', { name: 'Your string escaped', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) =>
    escapeCard(page)
      .getByRole('textbox', { name: 'Your string', exact: true })
      .fill(`<p class="step-${step}">Tom & "Jerry's" café 😀</p>`.repeat(9)),
};
