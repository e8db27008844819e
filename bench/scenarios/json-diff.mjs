// JSON diff: compared in the diff worker; documents up to 64 Ki characters at every keystroke,
// longer ones 200 ms after typing stops (the large step: two 5 MB documents).
import { dataDocument, largeDocument } from '../lib/data-documents.mjs';

const left = (page) => page.getByRole('textbox', { name: 'Your first JSON', exact: true });
const right = (page) => page.getByRole('textbox', { name: 'Your JSON to compare', exact: true });

/** Opens `text` as a file in the tool's field number `index` (its "Open file (<field label>)" button). */
async function openFile(page, index, name, text) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', { name: `Open file (${['Your first JSON', 'Your JSON to compare'][index]})`, exact: true })
    .click();
  await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
}

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'paste a new 40-record JSON in "Your JSON to compare", wait for the diff summary',
  output: (page) => page.getByRole('region', { name: 'Differences', exact: true }).getByRole('status'),
  // The large step fills both fields: only the summary of the two big documents counts.
  until: (step) => (step < 0 ? { contains: '1 added, 1 removed, 0 updated' } : 'non-empty-changed'),
  async setup(page) {
    await left(page).fill(dataDocument('json', 40, 'base'));
  },
  // One more record each step, so that each summary differs from the one before.
  act: (page, step) => right(page).fill(dataDocument('json', 40 + step, `step${step}`)),
  large: {
    description: 'compare two 5 MB JSON documents (opened as files)',
    async act(page) {
      const document = largeDocument('json');
      // Opened as files: Chromium inserts typed text with thousands of line breaks in quadratic time.
      await openFile(page, 0, 'first.json', document);
      await openFile(page, 1, 'second.json', document.replace(/"/, '"changed_'));
    },
  },
  debounceMs: 0,
};
