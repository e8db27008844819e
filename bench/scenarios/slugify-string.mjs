// Slugify string: texts up to 2,000 characters are slugified on the main thread on every keystroke.

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new 120-character title, wait for "Your slug"',
  output: (page) => page.getByRole('textbox', { name: 'Your slug', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) =>
    page
      .getByRole('textbox', { name: 'Your string to slugify', exact: true })
      .fill(`Step ${step}: Déjà Vu — I ♥ Dogs & Cats, fooBar Я люблю единорогов `.repeat(2)),
};
