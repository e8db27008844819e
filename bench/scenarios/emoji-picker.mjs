// Emoji picker: emojibase's data and the Fuse index live in the emoji worker; the search runs
// 300 ms after typing pauses and the grid renders only the rows in view.

const search = (page) => page.getByRole('textbox', { name: 'Search emojis', exact: true });
/** A query and the name of an emoji its results show. */
const steps = [
  ['rocket', 'Rocket'],
  ['thumbs up', 'Thumbs up'],
  ['pizza', 'Pizza'],
  ['red heart', 'Red heart'],
  ['cat face', 'Cat face'],
  ['grinning face', 'Grinning face'],
  ['fire', 'Fire'],
  ['flag france', 'Flag: France'],
];
const stepAt = (step) => steps[Math.abs(step) % steps.length];

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new query in "Search emojis", wait for its results in the grid',
  output: (page) => page.getByRole('main'),
  until: (step) => ({ contains: stepAt(step)[1] }),
  debounceMs: 300,
  act: (page, step) => search(page).fill(stepAt(step)[0]),
};
