// SQL prettify: every query is formatted in the `sql` worker; up to 64 Ki characters at once,
// longer ones 200 ms after typing stops (the large step: about 1 MB of SQL). The queries are
// pasted: the driver's fill() inserts a text line by line, with a layout per line.
import { pasteText } from '../lib/user-input.mjs';

const statement = (i) =>
  `select o.id, o.total, c.name from orders o join customers c on c.id = o.customer_id where o.total > ${i} and c.country in ('FR','DE') order by o.total desc;`;
// The tag comes first: the output view draws only its first rows, so a tag at the end changed
// nothing in sight, and a step was seen to answer only because the output went blank meanwhile.
const query = (tag, count) => `-- ${tag}\n` + Array.from({ length: count }, (_, i) => statement(i)).join('\n');
const input = (page) => page.getByRole('textbox', { name: 'Your SQL query', exact: true });

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'paste a new 20-statement query in "Your SQL query", wait for "Prettified version of your query"',
  output: (page) => page.getByRole('textbox', { name: 'Prettified version of your query', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => pasteText(input(page), query(`step ${step}`, 20)),
  large: {
    description: 'paste about 1 MB of SQL (formatted 200 ms after typing stops)',
    act: (page) => pasteText(input(page), query('large', 7000)),
  },
  debounceMs: 0,
};
