// XML formatter: every input is checked and formatted in the text worker; up to 64 Ki characters
// at once, longer ones 200 ms after typing stops. The large step is 200 KB: xml-formatter's parser
// slows down more than linearly with the document's size.

const input = (page) => page.getByRole('textbox', { name: 'Your XML', exact: true });

/** An XML document of `count` records; `tag` makes each step's text new. */
const xmlDocument = (count, tag) =>
  `<items title="doc ${tag}">${Array.from(
    { length: count },
    (_, i) =>
      `<item id="${i}"><name>item ${tag}-${i} ünï 😀</name><active>${i % 2 === 0}</active><tags><tag>alpha</tag><tag>t${i % 10}</tag></tags></item>`,
  ).join('')}</items>`;

/** Opens `text` as a file in "Your XML", as a person would with a document this size. */
async function openFile(page, name, text) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open file', exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
}

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'paste a new 40-record XML document in "Your XML", wait for "Formatted XML from your XML"',
  output: (page) => page.getByRole('textbox', { name: 'Formatted XML from your XML', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => input(page).fill(xmlDocument(40, `step${step}`)),
  large: {
    description: 'open a 200 KB XML document as a file (formatted 200 ms after it is read)',
    // Opened as a file: Chromium inserts typed text of megabytes in a field slowly (quadratic with
    // line breaks), which would only measure the test driver.
    act: (page) => openFile(page, 'large.xml', xmlDocument(1_400, 'large')),
  },
  debounceMs: 0,
};
