// JSON to XML: converted in the text worker at every keystroke, a pasted document over 32 Ki
// characters (held out of the field) at once.
import { dataDocument, largeDocument } from '../lib/data-documents.mjs';
import { pasteText, typeAfter } from '../lib/user-input.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your JSON content', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description:
    'type a character into the first record of a 40-record JSON document in "Your JSON content", wait for "Converted XML"',
  output: (page) => page.getByRole('textbox', { name: 'Converted XML', exact: true }),
  until: 'non-empty-changed',
  setup: (page) => pasteText(input(page), dataDocument('json', 40, 'base')),
  act: (page, step) => typeAfter(input(page), 'item ', String(step % 10)),
  large: {
    description: 'paste a 5 MB JSON document (converted at once)',
    act: (page) => pasteText(input(page), largeDocument('json')),
  },
  debounceMs: 0,
};
