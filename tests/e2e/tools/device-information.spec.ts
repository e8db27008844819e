import { expect, test } from '../support/test';

test.describe('device-information', () => {
  test('shows the screen and device values and follows a window resize', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 600 });
    await page.goto('/device-information');
    const screen = page.getByRole('region', { name: 'Screen', exact: true });
    const device = page.getByRole('region', { name: 'Device', exact: true });
    const windowSize = screen.getByRole('status', { name: 'Window size', exact: true });
    await expect(windowSize).toHaveText('800 x 600');
    await expect(screen.getByRole('status', { name: 'Pixel ratio', exact: true })).toHaveText(/^[\d.]+ dppx$/);
    await expect(screen.getByRole('status', { name: 'Color depth', exact: true })).toHaveText(/^\d+ bits$/);
    await expect(screen.getByRole('status', { name: 'Screen size', exact: true })).toHaveText(/^\d+ x \d+$/);
    await expect(device.getByRole('status', { name: 'User agent', exact: true })).toHaveText(
      await page.evaluate(() => navigator.userAgent),
    );
    await expect(device.getByRole('status', { name: 'Languages', exact: true })).toHaveText(
      await page.evaluate(() => navigator.languages.join(', ')),
    );

    await page.setViewportSize({ width: 640, height: 480 });
    await expect(windowSize).toHaveText('640 x 480');
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Screen', exact: true }).getByRole('status', { name: 'Window size' }),
    ).toHaveText('640 x 480');
  });
});
