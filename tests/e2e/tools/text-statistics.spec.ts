import { expect, test, type Page } from '../support/test';

const count = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('counts code points, words, lines and bytes, big texts too, and keeps the text', async ({ page }) => {
  await page.goto('/text-stats');
  await expect(page).toHaveURL(/\/text-statistics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Text statistics' })).toBeVisible();
  const input = page.getByRole('textbox', { name: 'Your text', exact: true });
  await expect(input).toHaveAttribute('placeholder', 'Your text...');
  await expect(count(page, 'Character count')).toHaveText('0');
  await expect(count(page, 'Byte size')).toHaveText('0 Bytes');

  // An emoji is one character of 4 bytes; a combining accent is its own character. (A textarea
  // turns CRLF into LF, so line breaks arrive as LF here; the unit tests cover CRLF and CR.)
  await input.fill('  Hello 😀 wörld\nCafe\u0301  ');
  await expect(count(page, 'Character count')).toHaveText('23');
  await expect(count(page, 'Word count')).toHaveText('4');
  await expect(count(page, 'Line count')).toHaveText('2');
  await expect(count(page, 'Byte size')).toHaveText('28 Bytes');

  // A text over 64 Ki characters is counted by the worker. (Few line breaks: Chromium inserts a
  // text with thousands of them in quadratic time, which would only measure the test driver.)
  const big = `${'word 😀 '.repeat(1_000)}\n`.repeat(12);
  await input.fill(big);
  await expect(count(page, 'Character count')).toHaveText('84012');
  await expect(count(page, 'Word count')).toHaveText('24000');
  await expect(count(page, 'Line count')).toHaveText('13');
  await expect(count(page, 'Byte size')).toHaveText('117.2 KB');

  // A file over the 10 MiB limit is refused with its message; the text stays.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open file', exact: true }).click();
  await (await chooser).setFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 97) });
  await expect(page.getByText('This file is too large for this field (maximum 10 MiB).')).toBeVisible();
  await expect(count(page, 'Line count')).toHaveText('13');

  // A pasted text of 120,000 lines is held aside, not laid out in the field (that froze the page
  // for seconds); it is counted, and Clear empties it.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), 'Lorem ipsum 😀\n'.repeat(120_000));
  await input.press('ControlOrMeta+a');
  await input.press('ControlOrMeta+v');
  await expect(count(page, 'Line count')).toHaveText('120001');
  await expect(count(page, 'Character count')).toHaveText('1680000');
  await expect(input).toHaveValue('');
  const held = page.getByText('A text of 1,800,000 characters is loaded.', { exact: false });
  await expect(held).toBeVisible();
  await expect(count(page, 'Word count')).toHaveText('360000');
  await page.getByRole('button', { name: 'Clear Your text', exact: true }).click();
  await expect(count(page, 'Character count')).toHaveText('0');
  await expect(held).toBeHidden();

  await input.fill('one two\nthree');
  await expect(count(page, 'Word count')).toHaveText('3');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Your text', exact: true })).toHaveValue('one two\nthree');
  await expect(count(page, 'Line count')).toHaveText('2');
});
