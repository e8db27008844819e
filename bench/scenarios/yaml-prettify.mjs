// YAML prettify: every input is re-written in the text worker; up to 64 Ki characters at once,
// longer ones 200 ms after typing stops. The large step is 1 MB: the yaml library keeps every
// node, comment and position of the document, which makes 5 MB take many seconds.
import { dataDocument } from '../lib/data-documents.mjs';

const input = (page) => page.getByRole('textbox', { name: 'Your raw YAML', exact: true });

/** Opens `text` as a file in "Your raw YAML", as a person would with a document this size. */
async function openFile(page, name, text) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open file', exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
}

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'paste a new 40-record YAML document in "Your raw YAML", wait for "Prettified version of your YAML"',
  output: (page) => page.getByRole('textbox', { name: 'Prettified version of your YAML', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => input(page).fill(dataDocument('yaml', 40, `step${step}`)),
  large: {
    description: 'open a 1 MB YAML document as a file (re-written 200 ms after it is read)',
    // Opened as a file: Chromium inserts typed text of megabytes in a field slowly (quadratic with
    // line breaks), which would only measure the test driver.
    act: (page) => openFile(page, 'large.yaml', dataDocument('yaml', Math.ceil(1_000_000 / 110), 'large')),
  },
  debounceMs: 0,
};
