// HTML WYSIWYG editor: every edit in the editor reformats "Your HTML" on the main thread (the
// document is small; the formatter is one linear pass).

const editor = (page) => page.getByRole('textbox', { name: 'Content', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type one character at the end of the paragraph in "Content", wait for "Your HTML"',
  output: (page) => page.getByRole('textbox', { name: 'Your HTML', exact: true }),
  until: 'changed',
  async setup(page) {
    await editor(page).getByText('Welcome to this html wysiwyg editor').click();
    await page.keyboard.press('End');
  },
  act: (page, step) => page.keyboard.press(`Key${String.fromCharCode(65 + (step % 26))}`),
};
