import { expect, test } from '../support/test';

test('generates MAC addresses with prefix, separator, case and bit options, and keeps them', async ({ page }) => {
  await page.goto('/mac-address-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'MAC address generator' })).toBeVisible();
  const output = page.getByRole('textbox', { name: 'MAC addresses', exact: true });
  const prefix = page.getByRole('textbox', { name: 'MAC address prefix', exact: true });
  const quantity = page.getByRole('textbox', { name: 'Quantity', exact: true });
  const option = (group: string, name: string) =>
    page.getByRole('radiogroup', { name: group }).getByRole('radio', { name, exact: true });
  await expect(output).toHaveValue(/^64:16:7F(:[0-9A-F]{2}){3}$/);

  const first = await output.inputValue();
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(output).not.toHaveValue(first);

  await quantity.fill('5');
  await quantity.blur();
  await option('Separator', '-').click();
  await option('Case', 'Lowercase').click();
  await expect.poll(async () => (await output.inputValue()).split('\n').length).toBe(5);
  for (const line of (await output.inputValue()).split('\n')) expect(line).toMatch(/^64-16-7f(-[0-9a-f]{2}){3}$/);

  // Without a prefix the first byte follows the bit options: multicast + universal → low bits 01.
  await prefix.fill('');
  await option('Address type', 'Multicast').click();
  await option('Administration', 'Universally administered').click();
  await expect
    .poll(async () => (await output.inputValue()).split('\n').map((l) => parseInt(l.slice(0, 2), 16) & 3))
    .toEqual([1, 1, 1, 1, 1]);

  await prefix.fill('01:00:5e');
  await expect(page.getByText('This prefix is a multicast address', { exact: true })).toBeVisible();
  await prefix.fill('01:00:5g');
  await expect(page.getByText('Invalid partial MAC address', { exact: true })).toBeVisible();
  await expect(output).toHaveValue('');
  await quantity.fill('101');
  await quantity.blur();
  await expect(page.getByText('Quantity must be between 1 and 100', { exact: true })).toBeVisible();

  await quantity.fill('2');
  await quantity.blur();
  await prefix.fill('AABBCC');
  await expect(output).toHaveValue(/^aa-bb-cc(-[0-9a-f]{2}){3}\naa-bb-cc(-[0-9a-f]{2}){3}$/);
  await expect(page).toHaveURL(/separator=hyphen/);
  await page.reload();
  await expect(prefix).toHaveValue('AABBCC');
  await expect(output).toHaveValue(/^aa-bb-cc(-[0-9a-f]{2}){3}\naa-bb-cc(-[0-9a-f]{2}){3}$/);
});
