// TOML to JSON: every input is converted in the text worker; up to 64 Ki characters at once,
// longer typed ones 200 ms after typing stops (pasted or opened ones over 256 Ki at once) (the large step: about 5 MB, pasted).
import { dataDocument, largeDocument } from '../lib/data-documents.mjs';
import { appModule, timeInNode } from '../lib/node-reference.mjs';
import { pasteText, typeAfter } from '../lib/user-input.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your TOML', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description:
    'type a character into the first record of a 40-record TOML document in "Your TOML", wait for "JSON from your TOML"',
  output: (page) => page.getByRole('textbox', { name: 'JSON from your TOML', exact: true }),
  until: 'non-empty-changed',
  setup: (page) => pasteText(input(page), dataDocument('toml', 40, 'base')),
  act: (page, step) => typeAfter(input(page), 'item ', String(step % 10)),
  large: {
    description: 'paste a 5 MB TOML document (converted at once)',
    act: (page) => pasteText(input(page), largeDocument('toml')),
    reference: {
      label: 'its conversion',
      async ms() {
        const { convertData } = await appModule('src/lib/data-formats/convert.ts');
        const text = largeDocument('toml');
        return timeInNode(() => convertData(text, 'toml', 'json'));
      },
    },
  },
  debounceMs: 0,
};
