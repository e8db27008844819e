import { expect, test } from '../support/test';

test('generates lorem ipsum from the options, as HTML too, and keeps the options', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/lorem-ipsum-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Lorem ipsum generator' })).toBeVisible();
  const output = page.getByRole('textbox', { name: 'Lorem ipsum text', exact: true });
  await expect(output).toHaveValue(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit\. [A-Z]/);
  expect((await output.inputValue()).split('\n\n')).toHaveLength(1);

  // Three paragraphs of exactly two sentences, set by keyboard.
  await page.getByRole('slider', { name: 'Paragraphs', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const sentences = page.getByRole('group', { name: 'Sentences per paragraph' });
  await sentences.getByRole('slider', { name: /Minimum/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await sentences.getByRole('slider', { name: /Maximum/ }).focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
  await expect(sentences).toContainText('2 – 2');
  await expect(page).toHaveURL(/paragraphs=3.*sentencesMin=2.*sentencesMax=2/);
  let paragraphs = (await output.inputValue()).split('\n\n');
  expect(paragraphs).toHaveLength(3);
  for (const paragraph of paragraphs) expect(paragraph.split(/(?<=\.) /)).toHaveLength(2);

  await page.getByText('Start with lorem ipsum ?', { exact: true }).click();
  await page.getByText('As html ?', { exact: true }).click();
  await expect(output).toHaveValue(/^<p>(?!Lorem ipsum dolor sit amet, consectetur)[A-Z][^<]*<\/p>\n\n<p>/);
  paragraphs = (await output.inputValue()).split('\n\n');
  expect(paragraphs.every((p) => /^<p>[^<]+<\/p>$/.test(p))).toBe(true);

  const before = await output.inputValue();
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(output).not.toHaveValue(before);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByRole('status').getByText('Lorem ipsum copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await output.inputValue());

  await page.reload();
  await expect(page.getByRole('switch', { name: 'As html ?' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Start with lorem ipsum ?' })).not.toBeChecked();
  await expect(page.getByRole('slider', { name: 'Paragraphs', exact: true })).toHaveValue('3');
  expect((await page.getByRole('textbox', { name: 'Lorem ipsum text', exact: true }).inputValue()).split('\n\n')).toHaveLength(3);
});

test('brings out-of-range options from a link back into their ranges', async ({ page }) => {
  await page.goto('/lorem-ipsum-generator?paragraphs=99&wordsMin=30&wordsMax=2');
  await expect(page.getByRole('slider', { name: 'Paragraphs', exact: true })).toHaveValue('20');
  await expect(page.getByRole('group', { name: 'Words per sentence' })).toContainText('2 – 30');
  expect((await page.getByRole('textbox', { name: 'Lorem ipsum text', exact: true }).inputValue()).split('\n\n')).toHaveLength(
    20,
  );
});
