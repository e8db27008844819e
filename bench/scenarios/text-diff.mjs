// Text diff: diffed in the diff worker; texts up to 64 Ki characters at every keystroke, longer
// typed ones 200 ms after typing stops (pasted or opened ones over 32 Ki, held out of the field, at once) (the large step:
// two 1 MiB texts, 30 % of the lines changed).
import { appModule, timeInNode } from '../lib/node-reference.mjs';
import { openAsFile, pasteText, typeAfter } from '../lib/user-input.mjs';

const original = (page) => page.getByRole('textbox', { name: 'Original text', exact: true });
const modified = (page) => page.getByRole('textbox', { name: 'Modified text', exact: true });
const base = Array.from({ length: 40 }, (_, i) => `line ${i}: the quick brown fox jumps over the lazy dog`);
const bigLines = Array.from({ length: 20_000 }, (_, i) => `${i} lorem ipsum dolor sit amet, consectetur adipiscing elit`);
const bigOriginal = bigLines.join('\n');
const bigModified = bigLines.map((line, i) => (i % 10 < 3 ? line.replace('dolor', 'DOLOR') : line)).join('\n');

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description:
    'type a character into another line of a 40-line "Modified text", wait for the "<a> lines added, <r> lines removed" summary',
  output: (page) => page.getByRole('region', { name: 'Diff', exact: true }).getByRole('status'),
  // The large step fills both fields: only the summary of the two big texts counts.
  until: (step) => (step < 0 ? { contains: '6000 lines added, 6000 lines removed' } : 'non-empty-changed'),
  async setup(page) {
    await pasteText(original(page), base.join('\n'));
    await pasteText(modified(page), base.join('\n'));
  },
  // Another line each step, so that each summary differs from the one before.
  act: (page, step) => typeAfter(modified(page), `line ${step}: the `, 'x'),
  large: {
    description: 'diff two 1 MiB texts with 30 % of the lines changed (opened as files)',
    async act(page) {
      await openAsFile(page, 'Open file (Original text)', 'original.txt', bigOriginal);
      await openAsFile(page, 'Open file (Modified text)', 'modified.txt', bigModified);
    },
    // What the diff worker computes (line diff, word marks, unified text), timed in Node on this machine.
    reference: {
      label: 'the diff',
      async ms() {
        const { diffTexts } = await appModule('src/tools/text-diff/logic.ts');
        return timeInNode(() => diffTexts(bigOriginal, bigModified, { ignoreWhitespace: false }));
      },
    },
  },
  debounceMs: 0,
};
