// MIME types: choosing an extension looks it up in the index built once from mime-db (loaded after the page is drawn).
import { press } from '../lib/user-input.mjs';

const extensions = ['.pdf', '.png', '.json', '.mp3', '.zip'];

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'pick a "File extension" in its searched list, wait for its mime type',
  output: (page) => page.getByRole('region', { name: 'File extension to mime type', exact: true }),
  until: 'changed',
  // Opening the list of 1,000+ extensions and typing the search lead up to the input: the pick.
  async prepare(page, step) {
    const region = page.getByRole('region', { name: 'File extension to mime type', exact: true });
    await region.getByRole('button', { name: /File extension/ }).click();
    await page.getByRole('searchbox').fill(extensions[step % extensions.length]);
  },
  async act(page, step) {
    await press(page.getByRole('option', { name: extensions[step % extensions.length], exact: true }));
  },
};
