// TOML to JSON: every input is converted in the text worker; up to 64 Ki characters at once,
// longer ones 200 ms after typing stops (the large step: about 5 MB).
import { dataDocument, largeDocument } from '../lib/data-documents.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your TOML', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'paste a new 40-record TOML document in "Your TOML", wait for "JSON from your TOML"',
  output: (page) => page.getByRole('textbox', { name: 'JSON from your TOML', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => input(page).fill(dataDocument('toml', 40, `step${step}`)),
  large: {
    description: 'paste a 5 MB TOML document (converted 200 ms after typing stops)',
    act: (page) => input(page).fill(largeDocument('toml')),
  },
  debounceMs: 0,
};
