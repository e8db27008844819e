import { expect, test } from '../support/test';

test('describes a cron expression, lists its next runs, names the wrong field and keeps the options', async ({ page }) => {
  await page.goto('/crontab-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Crontab generator' })).toBeVisible();
  const expression = page.getByRole('textbox', { name: 'Cron expression', exact: true });
  const description = page.getByRole('status', { name: 'Cron description' });
  const runs = page.getByRole('list', { name: 'Next runs' }).getByRole('listitem');

  // The default.
  await expect(expression).toHaveValue('40 * * * *');
  await expect(description).toHaveText('At 40 minutes past the hour, every hour, every day');
  await expect(runs).toHaveCount(5);
  await expect(runs.first()).toHaveText(/^\d{4}-\d\d-\d\d \d\d:40:00, (Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/);

  await expression.fill('30 14 * * mon-fri');
  await expect(description).toHaveText('At 14:30, Monday through Friday');
  await expect(runs.nth(4)).toHaveText(/^\d{4}-\d\d-\d\d 14:30:00, (Mon|Tue|Wed|Thu|Fri)$/);

  await page.getByText('Use 24 hour time format', { exact: true }).click();
  await expect(description).toHaveText('At 02:30 PM, Monday through Friday');
  await expect(page).toHaveURL(/use24HourTimeFormat=false/);

  // Days starting at 1: 1 is Sunday for the description and the runs.
  await expression.fill('0 9 * * 1');
  await page.getByText('Days start at 0', { exact: true }).click();
  await expect(description).toHaveText('At 09:00 AM, only on Sunday');
  await expect(runs.first()).toHaveText(/ 09:00:00, Sun$/);

  await expression.fill('@reboot');
  await expect(description).toHaveText('Run once, at startup');
  await expect(runs).toHaveCount(0);

  // A wrong field: the headline, a detail naming the field, and no stale output.
  await expression.fill('0 25 * * *');
  await expect(page.getByText('This cron is invalid')).toBeVisible();
  await expect(page.getByText(/The hour field is wrong: “25”/)).toBeVisible();
  await expect(expression).toHaveAttribute('aria-invalid', 'true');
  await expect(description).toHaveText('');
  await expect(runs).toHaveCount(0);

  await expression.fill('@weekly');
  await expect(description).toHaveText('At 12:00 AM, only on Sunday');
  await expect(page.getByRole('grid', { name: 'Cron symbols and macros' }).getByRole('row', { name: /@midnight/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Cron expression', exact: true })).toHaveValue('@weekly');
  await expect(page.getByRole('switch', { name: 'Days start at 0' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Use 24 hour time format' })).not.toBeChecked();
  await expect(page.getByRole('status', { name: 'Cron description' })).toHaveText('At 12:00 AM, only on Sunday');
});

test('names Sunday once for 0,7 and tells a year from a day of week', async ({ page }) => {
  await page.goto('/crontab-generator');
  const expression = page.getByRole('textbox', { name: 'Cron expression', exact: true });
  const description = page.getByRole('status', { name: 'Cron description' });

  await expression.fill('0 0 * * 0,7');
  await expect(description).toHaveText('At 00:00, only on Sunday');

  // 6 fields start with seconds: a trailing year is named as such, not as a wrong day of week.
  await expression.fill('0 0 1 1 * 2025');
  await expect(page.getByText('This cron is invalid')).toBeVisible();
  await expect(page.getByText('“2025” looks like a year, but cron has no year field', { exact: false })).toBeVisible();
  await expect(page.getByText(/day of week field is wrong/)).toHaveCount(0);
  await expect(description).toHaveText('');
});
