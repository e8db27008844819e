// XML formatter: every input is checked and formatted in the text worker, at every keystroke. The
// large step is a 200 KB document on one line (minified), which the field holds aside
// (src/ui/InputText.tsx, HOLD_ASIDE_LINE_CHARS): laid out in the field, that line alone cost a
// 450-600 ms task, and 40-90 ms a frame while it had the focus.
import { pasteText, typeAfter } from '../lib/user-input.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your XML', exact: true });

/** An XML document of `count` records; `tag` makes each step's text new. */
const xmlDocument = (count, tag) =>
  `<items title="doc ${tag}">${Array.from(
    { length: count },
    (_, i) =>
      `<item id="${i}"><name>item ${tag}-${i} ünï 😀</name><active>${i % 2 === 0}</active><tags><tag>alpha</tag><tag>t${i % 10}</tag></tags></item>`,
  ).join('')}</items>`;

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description:
    'type a character into the first record of a 40-record XML document in "Your XML", wait for "Formatted XML from your XML"',
  output: (page) => page.getByRole('textbox', { name: 'Formatted XML from your XML', exact: true }),
  until: 'non-empty-changed',
  setup: (page) => pasteText(input(page), xmlDocument(40, 'base')),
  act: (page, step) => typeAfter(input(page), '<name>item ', String(step % 10)),
  large: {
    description: 'paste a 200 KB XML document (formatted at once)',
    act: (page) => pasteText(input(page), xmlDocument(1_400, 'large')),
  },
  debounceMs: 0,
};
