// PDF signature checker: a picked PDF is parsed and its signatures verified in the pdf worker. Steps
// alternate between a file signed twice and an unsigned one, so each answer differs from the last.
import { fileURLToPath } from 'node:url';

const fixture = (name) => fileURLToPath(new URL(`../../tests/fixtures/pdf/${name}`, import.meta.url));
const twice = (step) => step % 2 === 0;

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'pick a PDF with "Browse files" (signed twice, then unsigned, …), wait for its report',
  output: (page) => page.locator('main [data-tool-body]'),
  until: (step) => (twice(step) ? { contains: 'Signature 2' } : { contains: 'No signatures found in the provided file.' }),
  async act(page, step) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Browse files', exact: true }).click();
    await (await chooser).setFiles(fixture(twice(step) ? 'signed-twice.pdf' : 'unsigned.pdf'));
  },
};
