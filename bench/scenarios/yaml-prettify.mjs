// YAML prettify: every input is re-written in the text worker, at every keystroke (pasted or opened
// ones over 32 Ki, held out of the field, at once). The large step is 1 MB: the yaml library keeps
// every node, comment and position of the document, which makes 5 MB take many seconds.
import { dataDocument } from '../lib/data-documents.mjs';
import { pasteText, typeAfter } from '../lib/user-input.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your raw YAML', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description:
    'type a character into the first record of a 40-record YAML document in "Your raw YAML", wait for "Prettified version of your YAML"',
  output: (page) => page.getByRole('textbox', { name: 'Prettified version of your YAML', exact: true }),
  until: 'non-empty-changed',
  setup: (page) => pasteText(input(page), dataDocument('yaml', 40, 'base')),
  act: (page, step) => typeAfter(input(page), 'item ', String(step % 10)),
  large: {
    description: 'paste a 1 MB YAML document (re-written at once)',
    act: (page) => pasteText(input(page), dataDocument('yaml', Math.ceil(1_000_000 / 110), 'large')),
  },
  debounceMs: 0,
};
