// YAML to TOML: every input is converted in the text worker; up to 64 Ki characters at once,
// longer ones 200 ms after typing stops (the large step: about 5 MB).
import { dataDocument, largeDocument } from '../lib/data-documents.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your YAML', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'paste a new 40-record YAML document in "Your YAML", wait for "TOML from your YAML"',
  output: (page) => page.getByRole('textbox', { name: 'TOML from your YAML', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => input(page).fill(dataDocument('yaml', 40, `step${step}`)),
  large: {
    description: 'paste a 5 MB YAML document (converted 200 ms after typing stops)',
    act: (page) => input(page).fill(largeDocument('yaml')),
  },
  debounceMs: 0,
};
