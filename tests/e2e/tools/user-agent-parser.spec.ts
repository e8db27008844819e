import { expect, test } from '../support/test';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

test.describe('user-agent-parser', () => {
  test('parses the current browser by default, then a typed user agent, shows fallbacks and keeps the input', async ({
    page,
  }) => {
    await page.goto('/user-agent-parser');
    const input = page.getByRole('textbox', { name: 'User agent string', exact: true });
    await expect(input).toHaveValue(await page.evaluate(() => navigator.userAgent));
    const card = (name: string) => page.getByRole('region', { name, exact: true });
    const value = (section: string, field: string) => card(section).getByRole('status', { name: field, exact: true });
    await expect(value('Engine', 'Name')).toHaveText('Blink');

    await input.fill(IPHONE);
    await expect(value('Browser', 'Name')).toHaveText('Mobile Safari');
    await expect(value('OS', 'Version')).toHaveText('17.1');
    await expect(value('Device', 'Vendor')).toHaveText('Apple');
    await expect(value('Device', 'Type')).toHaveText('mobile');
    await expect(value('CPU', 'Architecture')).toHaveText('No CPU architecture available');

    await page.getByRole('button', { name: /clear/i }).click();
    await expect(value('Browser', 'Name')).toHaveText('No browser name available');
    await expect(value('Device', 'Model')).toHaveText('No device model available');

    await input.fill('not a user agent 😀');
    await expect(value('OS', 'Name')).toHaveText('No OS name available');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'User agent string', exact: true })).toHaveValue('not a user agent 😀');
  });
});
