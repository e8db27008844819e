// Markdown to HTML: marked turns the text into its blocks' HTML in the markdown worker, and the page
// sanitises them (DOMPurify needs its DOM): texts up to 2,000 characters after each keystroke;
// longer ones once typing settles (150 ms), sanitised in slices between which the page answers.
// The preview frame follows 150 ms after the last change, replacing only the blocks that changed.
// Normal step: a keystroke in a 40-line document; large step: 1 MB of Markdown pasted, timed
// against marked alone in Node.
import { appModule, timeInNode } from '../lib/node-reference.mjs';
import { pasteText, typeAfter } from '../lib/user-input.mjs';

/** Ten lines of the usual Markdown: a heading, emphasis, a link, a list, a table and code. */
const section = (i) =>
  [
    `## Part ${i}`,
    `Some *emphasis*, **strong** text, \`code\` and [a link](https://example.com/${i}).`,
    '- first item',
    '- second item with ~~strike~~',
    '| key | value |',
    '| --- | ----- |',
    `| a${i} | ${i} |`,
    '```js',
    `const part = ${i};`,
    '```',
  ].join('\n');
const documentOf = (sections) => Array.from({ length: sections }, (_, i) => section(i)).join('\n\n');
const input = (page) => page.getByRole('textbox', { name: 'Your Markdown to convert', exact: true });
const bigDocument = () => documentOf(6_000); // ~1 MB

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'type a character into the title of a 40-line Markdown document, wait for "Output HTML"',
  output: (page) => page.getByRole('textbox', { name: 'Output HTML', exact: true }),
  until: 'non-empty-changed',
  setup: (page) => pasteText(input(page), `# Title\n\n${documentOf(4)}`),
  act: (page, step) => typeAfter(input(page), '# Title', String.fromCharCode(97 + (step % 26))),
  large: {
    description: 'paste 1 MB of Markdown (converted in slices once the paste settles, 150 ms)',
    act: (page) => pasteText(input(page), bigDocument()),
    // marked alone, as the worker runs it (DOMPurify needs a DOM: the page's sanitising has no Node
    // counterpart).
    reference: {
      label: 'marked',
      async ms() {
        const { markdownToHtml } = await appModule('src/tools/markdown-to-html/logic.ts');
        const markdown = bigDocument();
        return timeInNode(() => markdownToHtml(markdown));
      },
    },
  },
  debounceMs: 0,
};
