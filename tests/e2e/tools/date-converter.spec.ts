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
    // Searched as people write it: a space for the underscore.
    await page.getByRole('searchbox').fill('new york');
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
    await expect(page.getByText('No such date or time in ISO 8601', { exact: false })).toBeVisible();
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

  test('says what is wrong for the chosen format, reads a leap second, keeps local mean time exact, and Clear', async ({
    page,
  }) => {
    await page.goto('/date-converter?timeZone=Europe/Paris');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    const input = field('Date string');
    const formatButton = page.getByRole('button', { name: /Input format/ });

    // Excel stays selected for a text no format is detected for: the error is about Excel.
    await input.fill('45292.5');
    await expect(formatButton).toContainText('Excel date/time');
    await input.fill('Jan 15 2024 10:30');
    await expect(formatButton).toContainText('Excel date/time');
    await expect(input).toHaveAccessibleDescription(
      /This is not in the Excel date\/time format: expected a number of days since 30 December 1899, such as 45306\.4375\..*It reads as JS locale date string: choose that input format\./,
    );
    await input.fill('2024-02-30');
    await expect(page.getByText('No such date or time in ISO 8601', { exact: false })).toBeVisible();
    await expect(page.getByText('This is not in the Excel date/time format', { exact: false })).toBeVisible();

    // A leap second is read as the second before it, and said so.
    await input.fill('2016-12-31T23:59:60Z');
    await expect(formatButton).toContainText('ISO 8601');
    await expect(field('Unix timestamp')).toHaveValue('1483228799');
    await expect(field('ISO 8601')).toHaveValue('2017-01-01T00:59:59+01:00');
    await expect(input).toHaveAccessibleDescription(/^Leap second: second 60 is shown as second 59/);
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');

    // Paris kept local mean time, +00:09:21, until 1911: the wall clock keeps its seconds.
    await input.fill('1900-06-01 12:44:17');
    await expect(formatButton).toContainText('ISO 9075');
    await expect(field('Unix timestamp')).toHaveValue('-2195897104');
    await expect(field('ISO 9075')).toHaveValue('1900-06-01 12:44:17');
    await expect(field('ISO 8601')).toHaveValue('1900-06-01T12:44:17+00:09:21');
    await expect(field('JS locale date string')).toHaveValue(/^Fri Jun 01 1900 12:44:17 GMT\+0009 /);

    // Each Clear is named after its field; clearing leaves the focus in the field.
    const clear = page.getByRole('button', { name: 'Clear Date string', exact: true });
    await clear.click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(clear).toHaveCount(0);
  });

  test('lists and takes zones by their current names', async ({ page }) => {
    // An old name from a link or from storage is shown under its current name.
    await page.goto('/date-converter?timeZone=Europe/Kiev');
    const zoneButton = page.getByRole('button', { name: /Time zone/ });
    await expect(zoneButton).toContainText('Europe/Kyiv');
    await zoneButton.click();
    const search = page.getByRole('searchbox');
    const options = page.getByRole('listbox').getByRole('option');
    await search.fill('calcutta');
    await expect(options).toHaveText(['No results found']);
    await search.fill('kolkata');
    await expect(options).toHaveText(['Asia/Kolkata']);
    await search.fill('ho chi');
    await expect(options).toHaveText(['Asia/Ho_Chi_Minh']);
    await page.getByRole('option', { name: 'Asia/Ho_Chi_Minh', exact: true }).click();
    await page.getByRole('textbox', { name: 'Date string', exact: true }).fill('2024-01-15T10:30:00Z');
    await expect(page.getByRole('textbox', { name: 'ISO 8601', exact: true })).toHaveValue('2024-01-15T17:30:00+07:00');
  });
});

test.describe('date-time converter on a device set to an old zone name', () => {
  test.use({ timezoneId: 'Asia/Calcutta' });
  test('selects the device zone under its current name', async ({ page }) => {
    await page.goto('/date-converter');
    await expect(page.getByRole('button', { name: /Time zone/ })).toContainText('Asia/Kolkata');
    await page.getByRole('textbox', { name: 'Date string', exact: true }).fill('2024-01-15T10:30:00Z');
    await expect(page.getByRole('textbox', { name: 'ISO 8601', exact: true })).toHaveValue('2024-01-15T16:00:00+05:30');
  });
});
