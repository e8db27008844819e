// JSON minify: every input is minified in the text worker, at every keystroke (pasted or opened
// ones over 32 Ki, held out of the field, at once) (the large step: about 5 MB).
import { dataDocument, largeDocument } from '../lib/data-documents.mjs';
import { pasteText, typeAfter } from '../lib/user-input.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your raw JSON', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description:
    'type a character into the first record of a 40-record JSON document in "Your raw JSON", wait for "Minified version of your JSON"',
  output: (page) => page.getByRole('textbox', { name: 'Minified version of your JSON', exact: true }),
  until: 'non-empty-changed',
  setup: (page) => pasteText(input(page), dataDocument('json', 40, 'base')),
  act: (page, step) => typeAfter(input(page), 'item ', String(step % 10)),
  large: {
    description: 'paste a 5 MB JSON document (minified at once)',
    act: (page) => pasteText(input(page), largeDocument('json')),
  },
  debounceMs: 0,
};
