import { expect, test } from '../support/test';

test('turns a word into its numeronym, counts code points, copies and keeps the word', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/numeronym-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Numeronym generator' })).toBeVisible();
  const word = page.getByRole('textbox', { name: 'Word', exact: true });
  const result = page.getByRole('textbox', { name: 'Numeronym', exact: true });
  await expect(word).toHaveAttribute('placeholder', "Enter a word, e.g. 'internationalization'");
  await expect(result).toHaveAttribute('placeholder', "Your numeronym will be here, e.g. 'i18n'");

  await word.pressSequentially('internationalization');
  await expect(result).toHaveValue('i18n');
  await word.fill('abc');
  await expect(result).toHaveValue('abc');
  await word.fill('😀 big smile 😀');
  await expect(result).toHaveValue('😀11😀');

  await page.getByRole('button', { name: 'Copy Numeronym', exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('😀11😀');

  await word.fill('accessibility');
  await expect(result).toHaveValue('a11y');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Word', exact: true })).toHaveValue('accessibility');
  await expect(page.getByRole('textbox', { name: 'Numeronym', exact: true })).toHaveValue('a11y');

  await page.getByRole('button', { name: 'Clear Word', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Numeronym', exact: true })).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
