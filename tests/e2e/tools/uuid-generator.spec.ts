import { expect, test } from '../support/test';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('generates v4 by default, batches, name-based UUIDs and reports bad input', async ({ page }) => {
  await page.goto('/uuid-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'UUIDs generator' })).toBeVisible();
  const output = page.getByLabel('Your UUIDs', { exact: true });
  const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
  await expect(output).toHaveValue(UUID_V4);

  // Refresh draws a new value.
  const first = await output.inputValue();
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(output).not.toHaveValue(first);

  // A batch of v7 UUIDs is sorted.
  await page.getByRole('radiogroup', { name: 'UUID version' }).getByRole('radio', { name: 'v7', exact: true }).click();
  await quantity.fill('5');
  await quantity.blur();
  await expect.poll(async () => (await output.inputValue()).split('\n').length).toBe(5);
  const lines = (await output.inputValue()).split('\n');
  expect([...lines].sort()).toEqual(lines);
  for (const line of lines) expect(line[14]).toBe('7');
  await expect(page).toHaveURL(/version=v7/);

  // v5 of DNS + www.example.com (RFC 9562 A.4), the same on every line.
  await page.getByRole('radiogroup', { name: 'UUID version' }).getByRole('radio', { name: 'v5', exact: true }).click();
  await page.getByRole('radiogroup', { name: 'Namespace' }).getByRole('radio', { name: 'DNS', exact: true }).click();
  await expect(page.getByLabel('Namespace UUID', { exact: true })).toHaveValue('6ba7b810-9dad-11d1-80b4-00c04fd430c8');
  await page.getByLabel('Name', { exact: true }).fill('www.example.com');
  await expect(output).toHaveValue(Array(5).fill('2ed6657d-e927-568b-95e1-2665a8aea6a2').join('\n'));

  // A bad namespace and a bad quantity show their messages and blank the output.
  await page.getByLabel('Namespace UUID', { exact: true }).fill('not-a-uuid');
  await expect(page.getByText('Invalid UUID', { exact: true })).toBeVisible();
  await expect(output).toHaveValue('');
  await page.getByLabel('Namespace UUID', { exact: true }).fill('6BA7B811-9DAD-11D1-80B4-00C04FD430C8');
  await expect(page.getByText('Invalid UUID', { exact: true })).toBeHidden();
  await quantity.fill('51');
  await quantity.blur();
  await expect(page.getByText('Quantity must be between 1 and 50', { exact: true })).toBeVisible();
  await expect(output).toHaveValue('');

  // Options survive a reload.
  await quantity.fill('2');
  await quantity.blur();
  await expect(output).toHaveValue(Array(2).fill('b63cdfa4-3df9-568e-97ae-006c5b8fd652').join('\n'));
  await expect(page).toHaveURL(/quantity=2/);
  await page.reload();
  await expect(page.getByLabel('Your UUIDs', { exact: true })).toHaveValue(
    Array(2).fill('b63cdfa4-3df9-568e-97ae-006c5b8fd652').join('\n'),
  );
});

test('rejects a decimal quantity with a message; a bad quantity in the URL falls back to the default', async ({ page }) => {
  await page.goto('/uuid-generator?quantity=2.5&version=v4');
  const output = page.getByLabel('Your UUIDs', { exact: true });
  const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
  await expect(output).toHaveValue(UUID_V4);
  await expect(quantity).toHaveValue('1');
  await expect(page).toHaveURL(/quantity=1(&|$)/);

  await quantity.fill('2.5');
  await quantity.blur();
  await expect(page.getByText('Quantity must be a whole number', { exact: true })).toBeVisible();
  await expect(quantity).toHaveValue('2.5');
  await expect(output).toHaveValue('');
  await quantity.fill('3');
  await quantity.blur();
  await expect(page.getByText('Quantity must be a whole number', { exact: true })).toBeHidden();
  await expect.poll(async () => (await output.inputValue()).split('\n').length).toBe(3);
});
