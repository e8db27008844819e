import { expect, test } from '../support/test';

test('converts an address both ways, reports bad values and keeps the address', async ({ page }) => {
  await page.goto('/ipv4-address-converter');
  await expect(page.getByRole('heading', { level: 1, name: 'IPv4 address converter' })).toBeVisible();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const address = field('The ipv4 address');
  await expect(address).toHaveValue('192.168.1.1');
  await expect(field('Decimal')).toHaveValue('3232235777');
  await expect(field('Hexadecimal')).toHaveValue('C0A80101');
  await expect(field('Binary')).toHaveValue('11000000101010000000000100000001');
  await expect(field('Octal')).toHaveValue('30052000401');
  await expect(field('Ipv6')).toHaveValue('0000:0000:0000:0000:0000:ffff:c0a8:0101');
  await expect(field('Ipv6 (short)')).toHaveValue('::ffff:c0a8:0101');

  await address.fill('10.0.0.1');
  await expect(field('Hexadecimal')).toHaveValue('0A000001');

  // The other direction: a valid hex value rewrites the address.
  await field('Hexadecimal').fill('0xac100001');
  await expect(address).toHaveValue('172.16.0.1');
  await expect(field('Decimal')).toHaveValue('2886729729');
  await field('Ipv6 (short)').fill('::ffff:8.8.4.4');
  await expect(address).toHaveValue('8.8.4.4');
  await field('Decimal').fill('4294967296');
  await expect(page.getByText('Invalid decimal value', { exact: true })).toBeVisible();
  await expect(field('Decimal')).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveValue('8.8.4.4');

  await address.fill('192.168.1.300');
  await expect(page.getByText('Invalid ipv4 address')).toBeVisible();
  await expect(page.getByText('300 is above 255: each number goes from 0 to 255.')).toBeVisible();
  await expect(field('Binary')).toHaveValue('');
  await expect(field('Binary')).toHaveAttribute('placeholder', 'Set a correct ipv4 address');
  await address.fill('');
  await expect(page.getByText('Invalid ipv4 address')).toBeVisible();

  await address.fill('127.0.0.1');
  await page.reload();
  await expect(address).toHaveValue('127.0.0.1');
  await expect(field('Decimal')).toHaveValue('2130706433');
});
