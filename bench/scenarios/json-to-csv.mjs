// JSON to CSV: every input is converted in the text worker; up to 64 Ki characters at once,
// longer ones 200 ms after typing stops (the large step: about 5 MB of records).
import { dataDocument, largeDocument } from '../lib/data-documents.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your raw JSON', exact: true });
/** The records of a data document: an array of objects, as the tool expects. */
const records = (document) => JSON.stringify(JSON.parse(document).items, null, 2);

/** Opens `text` as a file in "Your raw JSON", as a person would with a document this size. */
async function openFile(page, name, text) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open file', exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
}

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'paste a new array of 40 JSON records in "Your raw JSON", wait for "CSV version of your JSON"',
  output: (page) => page.getByRole('textbox', { name: 'CSV version of your JSON', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => input(page).fill(records(dataDocument('json', 40, `step${step}`))),
  large: {
    description: 'open 5 MB of JSON records as a file (converted 200 ms after it is read)',
    // Opened as a file: Chromium inserts typed text of megabytes in a field slowly (quadratic with
    // line breaks), which would only measure the test driver.
    act: (page) => openFile(page, 'records.json', records(largeDocument('json'))),
  },
  debounceMs: 0,
};
