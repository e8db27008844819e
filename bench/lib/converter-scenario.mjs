// The scenario of every YAML / JSON / TOML converter (the six share one page, DataFormatConverter).
import { dataDocument, largeDocument } from './data-documents.mjs';
import { editInPlaceStep } from './edit-in-place.mjs';
import { appModule, timeInNode } from './node-reference.mjs';
import { openAsFile, pasteText, typeAfter } from './user-input.mjs';

const NAMES = { yaml: 'YAML', json: 'JSON', toml: 'TOML' };

/**
 * Converted in the text worker at every keystroke, and a pasted or opened document over 32 Ki
 * characters (held out of the field) at once. Normal step: a keystroke in a 40-record document;
 * large steps: a 5 MB document pasted or opened, beside the same conversion (the app's own module)
 * timed in Node, and a keystroke in a 5 MB document edited in place.
 * @param {'yaml' | 'json' | 'toml'} from
 * @param {'yaml' | 'json' | 'toml'} to
 * @returns {import('./latency.mjs').Scenario}
 */
export function converterScenario(from, to) {
  const input = (page) => page.getByRole('textbox', { name: `Your ${NAMES[from]}`, exact: true });
  const output = `${NAMES[to]} from your ${NAMES[from]}`;
  return {
    description: `type a character into the first record of a 40-record ${NAMES[from]} document in "Your ${NAMES[from]}", wait for "${output}"`,
    output: (page) => page.getByRole('textbox', { name: output, exact: true }),
    until: 'non-empty-changed',
    setup: (page) => pasteText(input(page), dataDocument(from, 40, 'base')),
    act: (page, step) => typeAfter(input(page), 'item ', String(step % 10)),
    // Pasted, the page reads the document from the clipboard in one task (about 60 ms at 4x, the
    // browser's own); opened as a file, the worker reads it and the page never holds it. Each is
    // repeated with other documents: Node's figure is a median after a warm-up run, so is the page's.
    large: [
      {
        description: `paste a 5 MB ${NAMES[from]} document (converted at once)`,
        act: (page) => pasteText(input(page), largeDocument(from)),
        repeat: (page, k) => pasteText(input(page), largeDocument(from, sameLengthTag('large', k))),
        reference: conversionInNode(from, to, 'large'),
      },
      {
        description: `open a 5 MB ${NAMES[from]} document as a file (converted at once)`,
        act: (page) => openAsFile(page, 'Open file', `large.${from}`, largeDocument(from, 'file')),
        repeat: (page, k) => openAsFile(page, 'Open file', `large-${k}.${from}`, largeDocument(from, sameLengthTag('file', k))),
        reference: conversionInNode(from, to, 'file'),
      },
      editInPlaceStep(from, `Your ${NAMES[from]}`, (page) => page.getByRole('textbox', { name: output, exact: true })),
    ],
    debounceMs: 0,
  };
}

/** Another document's tag, as long as `tag` (so the document is as long as the reference's). */
const sameLengthTag = (tag, k) => `${tag.slice(0, -1)}${k}`;

/** The same conversion of the same 5 MB document, by the app's own module in Node. */
function conversionInNode(from, to, tag) {
  return {
    label: 'its conversion',
    async ms() {
      const { convertData } = await appModule('src/lib/data-formats/convert.ts');
      const text = largeDocument(from, tag);
      return timeInNode(() => convertData(text, from, to));
    },
  };
}
