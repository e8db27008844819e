// JSON minify: every input is minified in the text worker; up to 64 Ki characters at once,
// longer ones 200 ms after typing stops (the large step: about 5 MB).
import { dataDocument, largeDocument } from '../lib/data-documents.mjs';
import { pasteText } from '../lib/user-input.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your raw JSON', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'paste a new 40-record JSON document in "Your raw JSON", wait for "Minified version of your JSON"',
  output: (page) => page.getByRole('textbox', { name: 'Minified version of your JSON', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => pasteText(input(page), dataDocument('json', 40, `step${step}`)),
  large: {
    description: 'paste a 5 MB JSON document (minified 200 ms after it is pasted)',
    act: (page) => pasteText(input(page), largeDocument('json')),
  },
  debounceMs: 0,
};
