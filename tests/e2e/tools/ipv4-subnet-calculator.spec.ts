import { expect, test } from '../support/test';

test('describes a subnet, moves between blocks, pages a /8 lazily and reports bad input', async ({ page }) => {
  await page.goto('/ipv4-subnet-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'IPv4 subnet calculator' })).toBeVisible();
  const input = page.getByRole('textbox', { name: 'An IPv4 address with or without mask', exact: true });
  const value = (label: string) => page.getByLabel(label, { exact: true });
  await expect(input).toHaveValue('192.168.0.1/24');
  await expect(value('Netmask')).toHaveText('192.168.0.0/24');
  await expect(value('Network mask in binary')).toHaveText('11111111.11111111.11111111.00000000');
  await expect(value('Broadcast address')).toHaveText('192.168.0.255');
  await expect(value('IP class')).toHaveText('C');

  await page.getByRole('button', { name: 'Next block', exact: true }).click();
  await expect(input).toHaveValue('192.168.1.0/24');
  await expect(value('First address')).toHaveText('192.168.1.1');

  // A /31 has two hosts and no broadcast (RFC 3021).
  await input.fill('10.0.0.1 255.255.255.254');
  await expect(value('Usable host addresses')).toHaveText('2');
  await expect(value('Broadcast address')).toHaveText('No broadcast address with this mask');

  // A /8: 16,777,216 addresses counted, one page of 256 shown.
  await input.fill('10.1.2.3/8');
  await expect(value('Network size')).toHaveText('16777216');
  const list = page.getByRole('list', { name: 'Addresses in this block' });
  await expect(list.getByRole('listitem')).toHaveCount(256);
  await expect(page.getByText('Addresses 1–256 of 16,777,216')).toBeVisible();
  await page.getByRole('button', { name: 'Last page', exact: true }).click();
  await expect(list.getByRole('listitem').last()).toHaveText('10.255.255.255');
  await expect(list.getByRole('listitem')).toHaveCount(256);

  await input.fill('10.1.2.300/8');
  await expect(page.getByText('We cannot parse this address, check the format')).toBeVisible();
  await expect(page.getByText('300 is above 255: each number goes from 0 to 255.')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(value('Netmask')).toBeHidden();

  await input.fill('172.16.5.4/20');
  await expect(value('Wildcard mask')).toHaveText('0.0.15.255');
  await page.reload();
  await expect(input).toHaveValue('172.16.5.4/20');
  await expect(value('Last address')).toHaveText('172.16.15.254');
});
