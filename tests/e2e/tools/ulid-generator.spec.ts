import { expect, test } from '../support/test';

const ULID = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

test('generates sorted ULIDs, as raw lines or JSON, and reports a bad quantity', async ({ page }) => {
  await page.goto('/ulid-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'ULID generator' })).toBeVisible();
  const output = page.getByLabel('ULIDs', { exact: true });
  await expect(output).toHaveValue(ULID);

  const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
  await quantity.fill('20');
  await quantity.blur();
  await expect.poll(async () => (await output.inputValue()).split('\n').length).toBe(20);
  const lines = (await output.inputValue()).split('\n');
  for (const line of lines) expect(line).toMatch(ULID);
  expect(new Set(lines).size).toBe(20);
  expect([...lines].sort()).toEqual(lines);

  // JSON re-renders the same batch as a pretty array.
  await page.getByRole('radiogroup', { name: 'Format' }).getByRole('radio', { name: 'JSON', exact: true }).click();
  await expect(output).toHaveValue(JSON.stringify(lines, null, 2));
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(output).not.toHaveValue(JSON.stringify(lines, null, 2));
  expect(JSON.parse(await output.inputValue())).toHaveLength(20);

  await quantity.fill('101');
  await quantity.blur();
  await expect(page.getByText('Quantity must be between 1 and 100', { exact: true })).toBeVisible();
  await expect(output).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();

  // Options survive a reload.
  await quantity.fill('3');
  await quantity.blur();
  const item = '  "[0-9A-HJKMNP-TV-Z]{26}"';
  await expect(output).toHaveValue(new RegExp(`^\\[\\n${item},\\n${item},\\n${item}\\n\\]$`));
  await expect(page).toHaveURL(/quantity=3&format=json/);
  await page.reload();
  await expect(page.getByLabel('ULIDs', { exact: true })).toHaveValue(new RegExp(`^\\[\\n${item},\\n${item},\\n${item}\\n\\]$`));
});

test('rejects a decimal quantity with a message; a bad quantity in the URL falls back to the default', async ({ page }) => {
  await page.goto('/ulid-generator?quantity=0.5&format=raw');
  const output = page.getByLabel('ULIDs', { exact: true });
  const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
  await expect(output).toHaveValue(ULID);
  await expect(quantity).toHaveValue('1');
  await expect(page).toHaveURL(/quantity=1(&|$)/);

  await quantity.fill('4.2');
  await quantity.blur();
  await expect(page.getByText('Quantity must be a whole number', { exact: true })).toBeVisible();
  await expect(quantity).toHaveValue('4.2');
  await expect(output).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
});
