// JSON to TOML: every input is converted in the text worker; up to 64 Ki characters at once,
// longer ones 200 ms after typing stops (the large step: about 5 MB).
import { dataDocument, largeDocument } from '../lib/data-documents.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your JSON', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'paste a new 40-record JSON document in "Your JSON", wait for "TOML from your JSON"',
  output: (page) => page.getByRole('textbox', { name: 'TOML from your JSON', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => input(page).fill(dataDocument('json', 40, `step${step}`)),
  large: {
    description: 'paste a 5 MB JSON document (converted 200 ms after typing stops)',
    act: (page) => input(page).fill(largeDocument('json')),
  },
  debounceMs: 0,
};
