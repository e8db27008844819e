import { expect, test } from '../support/test';

test('masks the string, reports bad options, keeps options but never the string', async ({ page }) => {
  await page.goto('/string-obfuscator');
  await expect(page.getByRole('heading', { level: 1, name: 'String obfuscator' })).toBeVisible();
  const input = page.getByRole('textbox', { name: 'String to obfuscate', exact: true });
  const output = page.getByRole('textbox', { name: 'Obfuscated string', exact: true });
  await expect(input).toHaveValue('Lorem ipsum dolor sit amet');
  await expect(output).toHaveValue('Lore* ***** ***** *** amet');

  await input.fill('my-s3cret token 😀😀');
  await expect(output).toHaveValue('my-s***** ****n 😀😀');
  const keepFirst = page.getByRole('textbox', { name: 'Keep first', exact: true });
  await keepFirst.fill('2');
  await keepFirst.blur();
  await page.getByText('Keep spaces', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Replacement character', exact: true }).fill('•');
  await expect(output).toHaveValue(`my${'•'.repeat(12)}n 😀😀`);
  await expect(page).toHaveURL(/keepFirst=2.*keepSpaces=false/);

  await page.getByRole('textbox', { name: 'Replacement character', exact: true }).fill('ab');
  await expect(page.getByText('Enter exactly one character')).toBeVisible();
  await expect(output).toHaveValue('');
  await page.getByRole('textbox', { name: 'Replacement character', exact: true }).fill('#');
  await keepFirst.fill('-1');
  await keepFirst.blur();
  await expect(page.getByText('Enter a whole number, 0 or more')).toBeVisible();
  await expect(output).toHaveValue('');
  await keepFirst.fill('1');
  await keepFirst.blur();
  await expect(output).toHaveValue(`m${'#'.repeat(13)}n 😀😀`);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'String to obfuscate', exact: true })).toHaveValue('Lorem ipsum dolor sit amet');
  await expect(page.getByRole('textbox', { name: 'Obfuscated string', exact: true })).toHaveValue(`L${'#'.repeat(21)}amet`);
  await expect(page.getByRole('switch', { name: 'Keep spaces' })).not.toBeChecked();
});
