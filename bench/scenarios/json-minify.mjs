// JSON minify: every input is minified in the text worker; up to 64 Ki characters at once,
// longer ones 200 ms after typing stops (the large step: about 5 MB).
import { dataDocument, largeDocument } from '../lib/data-documents.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your raw JSON', exact: true });

/** Opens `text` as a file in "Your raw JSON", as a person would with a document this size. */
async function openFile(page, name, text) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open file', exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
}

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'paste a new 40-record JSON document in "Your raw JSON", wait for "Minified version of your JSON"',
  output: (page) => page.getByRole('textbox', { name: 'Minified version of your JSON', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => input(page).fill(dataDocument('json', 40, `step${step}`)),
  large: {
    description: 'open a 5 MB JSON document as a file (minified 200 ms after it is read)',
    // Opened as a file: Chromium inserts typed text of megabytes in a field slowly (quadratic with
    // line breaks), which would only measure the test driver.
    act: (page) => openFile(page, 'large.json', largeDocument('json')),
  },
  debounceMs: 0,
};
