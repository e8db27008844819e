import { expect, test } from '../support/test';

test('rates a password against brute force and dictionary attacks, and keeps nothing', async ({ page }) => {
  await page.goto('/password-strength-analyser');
  await expect(page.getByRole('heading', { level: 1, name: 'Password strength analyser' })).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  const output = (label: string) => page.getByLabel(label, { exact: true });

  // Empty: zeros and "Instantly".
  await expect(password).toBeFocused();
  await expect(output('Duration to crack')).toHaveText('Instantly');
  await expect(output('Password length')).toHaveText('0');
  await expect(output('Entropy')).toHaveText('0');
  await expect(output('Character set size')).toHaveText('0');
  await expect(output('Score')).toHaveText('0 / 100');
  await expect(
    page.getByText('Assumes one billion guesses per second by an attacker who knows nothing about the password.'),
  ).toBeVisible();

  // 26^8 guesses at 10^9 per second: 208 s.
  await password.fill('password');
  await expect(output('Duration to crack')).toHaveText('3 minutes, 28 seconds');
  await expect(output('Password length')).toHaveText('8');
  await expect(output('Entropy')).toHaveText('37.60');
  await expect(output('Character set size')).toHaveText('26');
  await expect(output('Score')).toHaveText('29 / 100');
  // zxcvbn knows it is one of the most common passwords.
  await expect(output('Strength')).toHaveText('0 / 4 (Very weak)', { timeout: 30_000 });
  await expect(output('Estimated guesses')).toHaveText(/^10\^\d\.\d\d$/);
  await expect(output('Crack time, offline fast hash')).toHaveText('Instantly');
  await expect(output('Crack time, online throttled')).not.toHaveText('');
  await expect(output('Warning')).not.toHaveText('');
  await expect(page.getByLabel('Suggestions', { exact: true }).getByRole('listitem').first()).toBeVisible();

  await password.fill('aB3dEf7h');
  await expect(output('Duration to crack')).toHaveText('2 days, 12 hours');
  await expect(output('Character set size')).toHaveText('62');

  // Huge counts are written in exponent form.
  await password.fill('aA1!'.repeat(8));
  await expect(output('Duration to crack')).toHaveText(/^\d\.\d+e\+\d+ millennia(, \d+ centur(y|ies))?$/);
  await expect(output('Score')).toHaveText('100 / 100');
  // …while zxcvbn spots the repetition.
  await expect(output('Strength')).toHaveText('1 / 4 (Weak)');

  // The show/hide toggle, and nothing kept: neither in the URL nor after a reload.
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  expect(page.url()).not.toContain('aA1');
  await page.reload();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(output('Duration to crack')).toHaveText('Instantly');

  // Typing key by key while the dictionaries load still ends on the last password's rating.
  await page.getByLabel('Password', { exact: true }).pressSequentially('correcthorsebatterystaple', { delay: 40 });
  await expect(output('Password length')).toHaveText('25');
  await expect(output('Estimated guesses')).toHaveText('10^12.80', { timeout: 30_000 });
  await expect(output('Strength')).toHaveText('4 / 4 (Very strong)');
});
