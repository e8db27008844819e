// Text diff: diffed in the diff worker; texts up to 64 Ki characters at every keystroke, longer
// ones 200 ms after typing stops (the large step: two 1 MiB texts, 30 % of the lines changed).

const original = (page) => page.getByRole('textbox', { name: 'Original text', exact: true });
const modified = (page) => page.getByRole('textbox', { name: 'Modified text', exact: true });
const base = Array.from({ length: 40 }, (_, i) => `line ${i}: the quick brown fox jumps over the lazy dog`);
const bigLines = Array.from({ length: 20_000 }, (_, i) => `${i} lorem ipsum dolor sit amet, consectetur adipiscing elit`);

/** Opens `text` as a file in the tool's field number `index` (its "Open file (<field label>)" button). */
async function openFile(page, index, name, text) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Open file (${['Original text', 'Modified text'][index]})`, exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
}

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a new 40-line "Modified text", wait for the "<a> lines added, <r> lines removed" summary',
  output: (page) => page.getByRole('region', { name: 'Diff', exact: true }).getByRole('status'),
  // The large step fills both fields: only the summary of the two big texts counts.
  until: (step) => (step < 0 ? { contains: '6000 lines added, 6000 lines removed' } : 'non-empty-changed'),
  async setup(page) {
    await original(page).fill(base.join('\n'));
  },
  act: (page, step) =>
    modified(page).fill(base.map((line, i) => (i <= step + 1 ? line.replace('quick', `slow${step}`) : line)).join('\n')),
  large: {
    description: 'diff two 1 MiB texts with 30 % of the lines changed (opened as files)',
    async act(page) {
      // Opened as files: Chromium inserts typed text with thousands of line breaks in quadratic time.
      await openFile(page, 0, 'original.txt', bigLines.join('\n'));
      await openFile(
        page,
        1,
        'modified.txt',
        bigLines.map((line, i) => (i % 10 < 3 ? line.replace('dolor', 'DOLOR') : line)).join('\n'),
      );
    },
  },
  debounceMs: 0,
};
