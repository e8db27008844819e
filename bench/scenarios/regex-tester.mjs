// Regex Tester: each regex runs in the regex worker (1 s limit) once typing pauses (150 ms). A step
// types one more character into a set of the regex, which adds matches; the "Matches" card (the
// table and its notice) keeps its last answer while the next is awaited, so the same card is watched.
import { pasteText, typeAfter } from '../lib/user-input.mjs';

const regex = (page) => page.getByRole('textbox', { name: 'Regex', exact: true });
const text = (page) => page.getByRole('textbox', { name: 'Text to match', exact: true });
const matches = (page) => page.getByRole('region', { name: 'Matches', exact: true });

// 40 lines, 4 for each digit: each digit added to the set adds 4 rows (the plain table, up to 100).
const lines = Array.from({ length: 40 }, (_, i) => `user${i}@example.com id=${i % 10} at 2024-09-${10 + (i % 20)}`).join('\n');
const bigText = 'user@example.com id=7 at 2024-09-20, and more words here\n'.repeat(18_000); // ~1 MB

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type one more character of the regex, wait for the "Matches" table',
  async setup(page) {
    await text(page).fill(lines);
    await regex(page).fill('(?<key>id)=(?<digit>[0])');
    await matches(page).getByRole('table').getByRole('row').nth(4).waitFor();
  },
  output: matches,
  until: 'changed',
  debounceMs: 150,
  act: (page, step) => typeAfter(regex(page), '[', String(1 + (step % 9))),
  large: {
    description: 'paste a ~1 MB text (matched in the regex worker after 150 ms; the first 10,000 matches shown)',
    act: (page) => pasteText(text(page), bigText),
  },
};
