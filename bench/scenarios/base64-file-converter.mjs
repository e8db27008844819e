// Base64 file converter: a picked file is read and encoded in a worker; the field shows a preview
// of the Base64 (the whole text goes to the download).
import { generatedFile } from '../lib/files.mjs';

const encodeCard = (page) => page.getByRole('region', { name: 'File to base64', exact: true });
const fileInput = (page) => encodeCard(page).locator('input[type="file"]');

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'pick a new 10 KB file in "File to base64", wait for "File in base64"',
  output: (page) => encodeCard(page).getByRole('textbox', { name: 'File in base64', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) =>
    fileInput(page).setInputFiles({
      name: `bench-${step}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from(`${step} lorem ipsum dolor sit amet\n`.repeat(350)),
    }),
  large: {
    description: 'pick a 100 MB file',
    act: (page) => fileInput(page).setInputFiles(generatedFile('random-100MB.bin', 100 * 1000 * 1000)),
  },
};
