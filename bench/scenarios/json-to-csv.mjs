// JSON to CSV: every input is converted in the text worker, at every keystroke (pasted or opened
// ones over 32 Ki, held out of the field, at once) (the large step: about 5 MB of records).
import { dataDocument, largeDocument } from '../lib/data-documents.mjs';
import { pasteText, typeAfter } from '../lib/user-input.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your raw JSON', exact: true });
/** The records of a data document: an array of objects, as the tool expects. */
const records = (document) => JSON.stringify(JSON.parse(document).items, null, 2);

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description:
    'type a character into the first record of an array of 40 JSON records in "Your raw JSON", wait for "CSV version of your JSON"',
  output: (page) => page.getByRole('textbox', { name: 'CSV version of your JSON', exact: true }),
  until: 'non-empty-changed',
  setup: (page) => pasteText(input(page), records(dataDocument('json', 40, 'base'))),
  act: (page, step) => typeAfter(input(page), 'item ', String(step % 10)),
  large: {
    description: 'paste 5 MB of JSON records (converted at once)',
    act: (page) => pasteText(input(page), records(largeDocument('json'))),
  },
  debounceMs: 0,
};
