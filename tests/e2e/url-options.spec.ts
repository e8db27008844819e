import { expect, test, type Page } from './support/test';
import { registeredToolIds } from './support/registry';

// Tracker issue 20: an option value in the URL that the tool does not offer (a hand-edited or old
// link) is never kept silently. Here each bad value falls back to the default: the URL is rewritten
// to it and the control shows it.

interface Case {
  tool: string;
  /** The query string as a person might have typed it. */
  query: string;
  /** The parameter rewritten, and the value it must read afterwards (the default, or the nearest in range). */
  param: string;
  fallback: string;
  /** The control shows the default. */
  shows: (page: Page) => Promise<void>;
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

const cases: Case[] = [
  {
    tool: 'json-prettify',
    query: 'indentSize=99',
    param: 'indentSize',
    fallback: '3',
    shows: (page) => expect(textbox(page, 'Indent size')).toHaveValue('3'),
  },
  {
    tool: 'sql-prettify',
    query: 'dialect=bogus',
    param: 'dialect',
    fallback: 'sql',
    shows: (page) => expect(page.getByRole('button', { name: /Dialect/ })).toContainText('Standard SQL'),
  },
  {
    tool: 'token-generator',
    query: 'length=9000',
    param: 'length',
    fallback: '64',
    shows: (page) => expect(page.getByText('Length (64)')).toBeVisible(),
  },
  {
    tool: 'json-to-csv',
    query: 'lineEndings=cr',
    param: 'lineEndings',
    fallback: 'lf',
    shows: (page) => expect(page.getByRole('radio', { name: 'LF', exact: true })).toBeChecked(),
  },
  {
    tool: 'base-converter',
    query: 'inputBase=99',
    param: 'inputBase',
    fallback: '10',
    shows: (page) => expect(textbox(page, 'Input base')).toHaveValue('10'),
  },
  {
    tool: 'otp-generator',
    query: 'period=0',
    param: 'period',
    fallback: '30',
    shows: (page) => expect(textbox(page, 'Period (seconds)')).toHaveValue('30'),
  },
  {
    tool: 'mac-address-generator',
    query: 'separator=comma',
    param: 'separator',
    fallback: 'colon',
    shows: (page) => expect(page.getByRole('radio', { name: ':', exact: true })).toBeChecked(),
  },
  {
    tool: 'ascii-text-drawer',
    query: 'width=-5',
    param: 'width',
    fallback: '80',
    shows: (page) => expect(textbox(page, 'Width')).toHaveValue('80'),
  },
  {
    tool: 'chmod-calculator',
    query: 'mode=999',
    param: 'mode',
    fallback: '000',
    shows: (page) => expect(textbox(page, 'Octal')).toHaveValue('000'),
  },
  {
    tool: 'date-converter',
    query: 'format=bogus',
    param: 'format',
    fallback: 'timestamp',
    shows: (page) => expect(page.getByRole('button', { name: /Input format/ })).toContainText('Timestamp'),
  },
  {
    tool: 'svg-placeholder-generator',
    query: 'width=0',
    param: 'width',
    fallback: '600',
    shows: (page) => expect(textbox(page, 'Width (in px)')).toHaveValue('600'),
  },
  {
    // Checked once the phone library (and its country list) has loaded; the default is the browser's region.
    tool: 'phone-parser-and-formatter',
    query: 'country=XX',
    param: 'country',
    fallback: 'US',
    shows: (page) => expect(page.getByRole('button', { name: /Default country code/ })).toContainText('United States (+1)'),
  },
  {
    // Counts are brought into their ranges rather than reset.
    tool: 'lorem-ipsum-generator',
    query: 'paragraphs=99',
    param: 'paragraphs',
    fallback: '20',
    shows: (page) => expect(page.getByRole('slider', { name: 'Paragraphs', exact: true })).toHaveValue('20'),
  },
];

const registered = new Set(registeredToolIds());

test.describe('bad option values in the URL', () => {
  for (const { tool, query, param, fallback, shows } of cases) {
    test(`${tool}?${query} falls back to ${param}=${fallback}`, async ({ page }) => {
      test.skip(!registered.has(tool), `${tool} is not registered`);
      await page.goto(`/${tool}?${query}&ref=kept`);
      await expect(page.getByRole('main')).toBeVisible();
      await expect.poll(() => new URL(page.url()).searchParams.get(param)).toBe(fallback);
      // Unrelated parameters stay.
      expect(new URL(page.url()).searchParams.get('ref')).toBe('kept');
      await shows(page);
    });
  }
});
