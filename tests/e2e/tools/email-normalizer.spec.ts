import { expect, test } from '../support/test';

const LIST = [
  ' John.Doe+news@GoogleMail.com ',
  'Ann+promo@Outlook.com',
  '',
  'foo bar',
  'José@Bücher.de',
  'first.last+tag@Example.org',
  '@nobody.org',
].join('\n');
const NORMALIZED = [
  'johndoe@gmail.com',
  'ann@outlook.com',
  '',
  'Unable to parse email: foo bar',
  'josé@bücher.de',
  'first.last+tag@example.org',
  'Unable to parse email: @nobody.org',
].join('\n');

test.describe('email-normalizer', () => {
  test('normalizes a list line by line, copies it, keeps it and clears it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/email-normalizer');
    await expect(page.getByRole('heading', { level: 1, name: 'Email normalizer' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Raw emails to normalize', exact: true });
    const output = page.getByRole('textbox', { name: 'Normalized emails', exact: true });
    const clear = page.getByRole('button', { name: 'Clear emails', exact: true });
    const copy = page.getByRole('button', { name: 'Copy normalized emails', exact: true });
    await expect(output).toHaveValue('');
    await expect(clear).toBeDisabled();
    await expect(copy).toBeDisabled();

    await input.fill(LIST);
    await expect(output).toHaveValue(NORMALIZED);
    await copy.click();
    await expect(page.getByRole('button', { name: 'Copied!', exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(NORMALIZED);

    // One more line typed at the end follows at once.
    await input.press('ControlOrMeta+End');
    await input.pressSequentially('\nB.O.B+x@gmail.com');
    await expect(output).toHaveValue(`${NORMALIZED}\nbob@gmail.com`);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Raw emails to normalize', exact: true })).toHaveValue(
      `${LIST}\nB.O.B+x@gmail.com`,
    );
    await expect(page.getByRole('textbox', { name: 'Normalized emails', exact: true })).toHaveValue(
      `${NORMALIZED}\nbob@gmail.com`,
    );

    // Cleared from the keyboard.
    await page.getByRole('button', { name: 'Clear emails', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Raw emails to normalize', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Normalized emails', exact: true })).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('normalizes a file of 100,000 addresses in the worker, aligned line for line', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/email-normalizer');
    const lines = Array.from({ length: 100_000 }, (_, i) =>
      i % 10 === 9 ? '' : i % 5 === 3 ? `bad ${i}` : `U.${i}+t@GMail.com`,
    );
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open file', exact: true }).click();
    await (await chooser).setFiles({ name: 'emails.txt', mimeType: 'text/plain', buffer: Buffer.from(lines.join('\n')) });

    const output = page.getByRole('textbox', { name: 'Normalized emails', exact: true });
    await expect(output).toHaveValue(
      /^u0@gmail\.com\nu1@gmail\.com\nu2@gmail\.com\nUnable to parse email: bad 3\nu4@gmail\.com\n/,
    );
    await expect(page.getByText(/characters in total\)$/)).toBeVisible();
    await page.getByRole('button', { name: 'Copy normalized emails', exact: true }).click();
    const copied = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
    expect(copied).toHaveLength(100_000);
    expect(copied.slice(99_997)).toEqual(['u99997@gmail.com', 'Unable to parse email: bad 99998', '']);
  });
});
