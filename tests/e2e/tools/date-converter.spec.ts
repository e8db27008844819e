import { expect, test } from '../support/test';

test.describe('date-time converter', () => {
  test('detects the format, converts in the chosen zone, rejects a bad date and keeps its zone', async ({ page }) => {
    await page.goto('/date-converter');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    const input = field('Date string');
    await expect(input).toBeFocused();
    // Empty input shows the current time.
    await expect(field('Timestamp')).toHaveValue(/^\d{13}$/);

    await input.fill('2024-01-15T12:34:56Z');
    await expect(page.getByRole('button', { name: /Input format/ })).toContainText('ISO 8601');
    await expect(field('ISO 9075')).toHaveValue('2024-01-15 12:34:56');
    await expect(field('Unix timestamp')).toHaveValue('1705322096');
    await expect(field('Mongo ObjectID')).toHaveValue('65a526700000000000000000');
    await expect(field('RFC 7231')).toHaveValue('Mon, 15 Jan 2024 12:34:56 GMT');

    await page.getByRole('button', { name: /Time zone/ }).click();
    await page.getByRole('searchbox').fill('New_York');
    await page.getByRole('option', { name: 'America/New_York', exact: true }).click();
    await expect(field('ISO 8601')).toHaveValue('2024-01-15T07:34:56-05:00');
    await expect(field('JS locale date string')).toHaveValue('Mon Jan 15 2024 07:34:56 GMT-0500 (Eastern Standard Time)');
    await expect(page).toHaveURL(/timeZone=America%2FNew_York/);

    // A wall time without offset is read in the selected zone.
    await input.fill('2024-07-01 09:00:00');
    await expect(page.getByRole('button', { name: /Input format/ })).toContainText('ISO 9075');
    await expect(field('RFC 3339')).toHaveValue('2024-07-01T09:00:00-04:00');
    await expect(field('Timestamp')).toHaveValue(String(Date.UTC(2024, 6, 1, 13)));

    await input.fill('1700000000');
    await expect(page.getByRole('button', { name: /Input format/ })).toContainText('Unix timestamp');
    await expect(field('UTC format')).toHaveValue('Tue, 14 Nov 2023 22:13:20 GMT');

    await input.fill('2024-02-30');
    await expect(page.getByText('This date is invalid for this format')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(field('ISO 8601')).toHaveValue('');
    await expect(field('ISO 8601')).toHaveAttribute('placeholder', 'Invalid date...');

    await input.fill('45292.5');
    await expect(field('ISO 8601')).toHaveValue('2024-01-01T07:00:00-05:00');
    await page.reload();
    await expect(input).toHaveValue('45292.5');
    await expect(page.getByRole('button', { name: /Time zone/ })).toContainText('America/New_York');
    await expect(field('Excel date/time')).toHaveValue('45292.5');
  });
});
