import { expect, test } from '../support/test';

test('expands a range to its CIDR block, pages its addresses, swaps a reversed range and keeps both ends', async ({ page }) => {
  await page.goto('/ipv4-range-expander');
  await expect(page.getByRole('heading', { level: 1, name: 'IPv4 range expander' })).toBeVisible();
  const start = page.getByRole('textbox', { name: 'Start address', exact: true });
  const end = page.getByRole('textbox', { name: 'End address', exact: true });
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(start).toHaveValue('192.168.1.1');
  await expect(end).toHaveValue('192.168.6.255');
  await expect(row('CIDR')).toContainText('192.168.0.0/21');
  await expect(row('Addresses in range')).toContainText('1,535');
  await expect(row('Addresses in range')).toContainText('2,048');
  await expect(row('Start address')).toContainText('192.168.0.0');

  // The widest range: 4,294,967,296 addresses, counted exactly and listed one page at a time.
  await start.fill('0.0.0.0');
  await end.fill('255.255.255.255');
  await expect(row('CIDR')).toContainText('0.0.0.0/0');
  await expect(row('Addresses in range')).toContainText('4,294,967,296');
  const list = page.getByRole('list', { name: 'Addresses from start to end' });
  await expect(list.getByRole('listitem')).toHaveCount(256);
  await page.getByRole('button', { name: 'Next page', exact: true }).click();
  await expect(list.getByRole('listitem').first()).toHaveText('0.0.1.0');

  await end.fill('255.255.255.256');
  await expect(page.getByText('Invalid ipv4 address')).toBeVisible();
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(row('CIDR')).toHaveCount(0);

  await start.fill('10.0.0.200');
  await end.fill('10.0.0.100');
  await expect(page.getByText('Invalid combination of start and end IPv4 address')).toBeVisible();
  await expect(row('CIDR')).toHaveCount(0);
  await page.getByRole('button', { name: 'Switch start and end IPv4 address', exact: true }).click();
  await expect(start).toHaveValue('10.0.0.100');
  await expect(row('CIDR')).toContainText('10.0.0.0/24');

  await page.reload();
  await expect(start).toHaveValue('10.0.0.100');
  await expect(end).toHaveValue('10.0.0.200');
  await expect(row('Addresses in range')).toContainText('101');
});
