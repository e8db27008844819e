import { expect, test } from '../support/test';

const SAFELINK =
  'https://eur02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fm%C3%BCnchen.de%2Fa%3Fb%3D1%26c%3D2&amp;data=05%7C02%7C&amp;reserved=0';

test.describe('safelink-decoder', () => {
  test('decodes the url parameter, names what is wrong and keeps its input', async ({ page }) => {
    await page.goto('/safelink-decoder');
    await expect(page.getByRole('heading', { level: 1, name: 'Outlook Safelink decoder' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your input Outlook SafeLink Url', exact: true });
    const output = page.getByRole('textbox', { name: 'Output decoded URL', exact: true });
    await expect(input).toBeFocused();
    await expect(output).toHaveValue('');

    await input.fill(SAFELINK);
    await expect(output).toHaveValue('https://münchen.de/a?b=1&c=2');
    await expect(page.getByRole('button', { name: 'Copy Output decoded URL', exact: true })).toBeEnabled();

    await input.fill('https://www.example.com/?url=https%3A%2F%2Fexample.org');
    await expect(page.getByText('Invalid SafeLinks URL provided', { exact: true })).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(output).toHaveValue('');
    await input.fill('https://eur02.safelinks.protection.outlook.com/?data=05');
    await expect(page.getByText('This SafeLinks URL has no url parameter', { exact: true })).toBeVisible();

    await input.fill(SAFELINK);
    await expect(output).toHaveValue('https://münchen.de/a?b=1&c=2');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Output decoded URL', exact: true })).toHaveValue(
      'https://münchen.de/a?b=1&c=2',
    );
  });
});
