// JSON diff: compared in the diff worker; documents up to 64 Ki characters at every keystroke,
// longer typed ones 200 ms after typing stops (pasted or opened ones over 32 Ki, held out of the field, at once) (the
// large step: two 5 MB documents).
import { dataDocument, largeDocument } from '../lib/data-documents.mjs';
import { appModule, timeInNode } from '../lib/node-reference.mjs';
import { openAsFile, pasteText, typeAfter } from '../lib/user-input.mjs';

const left = (page) => page.getByRole('textbox', { name: 'Your first JSON', exact: true });
const right = (page) => page.getByRole('textbox', { name: 'Your JSON to compare', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a character into another record of a 40-record JSON in "Your JSON to compare", wait for the diff summary',
  output: (page) => page.getByRole('region', { name: 'Differences', exact: true }).getByRole('status'),
  // The large step fills both fields: only the summary of the two big documents counts.
  until: (step) => (step < 0 ? { contains: '1 added, 1 removed, 0 updated' } : 'non-empty-changed'),
  async setup(page) {
    await pasteText(left(page), dataDocument('json', 40, 'base'));
    await pasteText(right(page), dataDocument('json', 40, 'base'));
  },
  // Another record each step, so that each summary ("N updated") differs from the one before. (A
  // paste of the whole document is a large input: Chromium's own paste into the field, its
  // editing command and layout, takes ~70 ms of main thread on this profile.)
  act: (page, step) => typeAfter(right(page), `"item base-${step}`, 'x'),
  large: {
    description: 'compare two 5 MB JSON documents (opened as files)',
    async act(page) {
      const document = largeDocument('json');
      await openAsFile(page, 'Open file (Your first JSON)', 'first.json', document);
      await openAsFile(page, 'Open file (Your JSON to compare)', 'second.json', document.replace(/"/, '"changed_'));
    },
    // What the diff worker computes (both parses, the structural diff, its lines), timed in Node.
    reference: {
      label: 'the diff',
      async ms() {
        const { compareJsonTexts } = await appModule('src/tools/json-diff/logic.ts');
        const document = largeDocument('json');
        const changed = document.replace(/"/, '"changed_');
        return timeInNode(() => compareJsonTexts(document, changed, { matchArraysByContent: false }));
      },
    },
  },
  debounceMs: 0,
};
