// XML to JSON: converted in the text worker at every keystroke, a pasted document over 32 Ki
// characters (held out of the field) at once.
import { pasteText, typeAfter } from '../lib/user-input.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your XML content', exact: true });

/** An XML document of `count` records; `tag` makes each step's text new. */
const xmlDocument = (count, tag) =>
  `<?xml version="1.0" encoding="UTF-8"?><items title="doc ${tag}">${Array.from(
    { length: count },
    (_, i) =>
      `<item id="${i}"><name>item ${tag}-${i} ünï 😀 &amp; co</name><active>${i % 2 === 0}</active><tags><tag>alpha</tag><tag>t${i % 10}</tag></tags></item>`,
  ).join('')}</items>`;

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description:
    'type a character into the first record of a 40-record XML document in "Your XML content", wait for "Converted JSON"',
  output: (page) => page.getByRole('textbox', { name: 'Converted JSON', exact: true }),
  until: 'non-empty-changed',
  setup: (page) => pasteText(input(page), xmlDocument(40, 'base')),
  act: (page, step) => typeAfter(input(page), '<name>item ', String(step % 10)),
  large: {
    description: 'paste a 1 MB XML document (converted at once)',
    act: (page) => pasteText(input(page), xmlDocument(7_000, 'large')),
  },
  debounceMs: 0,
};
