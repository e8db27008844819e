// JSON prettify: every input is formatted in the text worker (keys sorted, 3 spaces); at every
// keystroke (pasted or opened ones over 32 Ki, held out of the field, at once) (large steps: a 5 MB
// paste, a 50 MB file, a keystroke in a 5 MB document edited in place).
import { dataDocument, largeDocument } from '../lib/data-documents.mjs';
import { editInPlaceStep } from '../lib/edit-in-place.mjs';
import { openAsFile, pasteText, typeAfter } from '../lib/user-input.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your raw JSON', exact: true });
const output = (page) => page.getByRole('textbox', { name: 'Prettified version of your JSON', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description:
    'type a character into the first record of a 40-record JSON document in "Your raw JSON", wait for "Prettified version of your JSON"',
  output,
  until: 'non-empty-changed',
  setup: (page) => pasteText(input(page), dataDocument('json', 40, 'base')),
  act: (page, step) => typeAfter(input(page), 'item ', String(step % 10)),
  large: [
    {
      description: 'paste a 5 MB JSON document (formatted at once)',
      act: (page) => pasteText(input(page), largeDocument('json')),
    },
    {
      description: 'open a 50 MB JSON document as a file (formatted at once)',
      act: (page) => openAsFile(page, 'Open file', 'huge.json', dataDocument('json', Math.ceil(50_000_000 / 185), 'huge')),
    },
    editInPlaceStep('json', 'Your raw JSON', output),
  ],
  debounceMs: 0,
};
