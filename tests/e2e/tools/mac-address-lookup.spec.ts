import { expect, test } from '../support/test';

test('looks up the vendor of a MAC address, says when it is unknown or invalid, copies and keeps it', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/mac-address-lookup');
  await expect(page.getByRole('heading', { level: 1, name: 'MAC address lookup' })).toBeVisible();
  const mac = page.getByRole('textbox', { name: 'MAC address', exact: true });
  const info = page.getByRole('region', { name: 'Vendor info' });
  await expect(mac).toHaveValue('20:37:06:12:34:56');
  // The first lookup loads the registries in the worker.
  await expect(info.getByText('Cisco Systems, Inc', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(info.getByText('80 West Tasman Drive', { exact: true })).toBeVisible();
  await expect(info.getByText(/oui-data 2\.1\.9, published 2026-08-26/)).toBeVisible();

  await mac.fill('b8-27-eb-00-00-01');
  await expect(info.getByText('Raspberry Pi Foundation', { exact: true })).toBeVisible();
  await mac.fill('001b.6300.0000');
  await expect(info.getByText('Apple, Inc.', { exact: true })).toBeVisible();
  await mac.fill('3C5AB4');
  await expect(info.getByText('Google, Inc.', { exact: true })).toBeVisible();
  // An MA-S block inside the IEEE's own MA-L prefix: the longest registered prefix wins.
  await mac.fill('70:B3:D5:12:34:56');
  await expect(info.getByText('Amfitech ApS', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Copy vendor info', exact: true }).click();
  await expect(page.getByText('Vendor info copied to the clipboard', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Amfitech ApS\nPlatzvej 2\nVejle Syddanmark 7100\nDenmark',
  );

  await mac.fill('ff:ff:fe');
  await expect(info.getByText('Unknown vendor for this address', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy vendor info', exact: true })).toBeDisabled();

  await mac.fill('20:37:0g');
  await expect(page.getByText('Invalid MAC address', { exact: true })).toBeVisible();
  await expect(mac).toHaveAttribute('aria-invalid', 'true');
  await expect(info.getByText('Unknown vendor for this address')).toBeHidden();

  await mac.fill('');
  await expect(mac).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Invalid MAC address', { exact: true })).toBeHidden();

  await mac.fill('B827EB123456');
  await expect(info.getByText('Raspberry Pi Foundation', { exact: true })).toBeVisible();
  await page.reload();
  await expect(mac).toHaveValue('B827EB123456');
  await expect(info.getByText('Raspberry Pi Foundation', { exact: true })).toBeVisible({ timeout: 30_000 });
});
