import { expect, test } from '../support/test';

const ULA = /^fd[0-9a-f]{2}:[0-9a-f]{4}:[0-9a-f]{4}::\/48$/;

test('generates a ULA prefix from a MAC, refreshes it, reports a bad MAC and keeps it', async ({ page }) => {
  await page.goto('/ipv6-ula-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'IPv6 ULA generator' })).toBeVisible();
  await expect(
    page.getByText('A 64-bit timestamp and an EUI-64 built from your MAC address are hashed with SHA-1'),
  ).toBeVisible();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  const mac = field('MAC address');
  await expect(mac).toHaveValue('20:37:06:12:34:56');
  await expect(field('IPv6 ULA')).toHaveValue(ULA);
  const ula = await field('IPv6 ULA').inputValue();
  const prefix = ula.replace('::/48', '');
  await expect(field('First routable block')).toHaveValue(`${prefix}:0::/64`);
  await expect(field('Last routable block')).toHaveValue(`${prefix}:ffff::/64`);

  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(field('IPv6 ULA')).not.toHaveValue(ula);
  const refreshed = await field('IPv6 ULA').inputValue();
  await mac.fill('AA-BB-CC-DD-EE-FF');
  await expect(field('IPv6 ULA')).not.toHaveValue(refreshed);
  await expect(field('IPv6 ULA')).toHaveValue(ULA);

  await mac.fill('20:37:06');
  await expect(page.getByText('Invalid MAC address')).toBeVisible();
  await expect(page.getByText('This gives 3 bytes; an EUI-64 needs the full 6-byte MAC address.')).toBeVisible();
  await expect(field('IPv6 ULA')).toBeHidden();
  await mac.fill('2037.0612.zzzz');
  await expect(mac).toHaveAttribute('aria-invalid', 'true');

  await mac.fill('0011.2233.4455');
  await expect(field('IPv6 ULA')).toHaveValue(ULA);
  await page.reload();
  await expect(mac).toHaveValue('0011.2233.4455');
  await expect(field('IPv6 ULA')).toHaveValue(ULA);
});
