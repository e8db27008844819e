import { expect, test, type Page } from '../support/test';

const box = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });
/** Ticks or unticks a box from the keyboard, as a person tabbing through the grid would. */
async function toggle(page: Page, name: string) {
  await box(page, name).focus();
  await page.keyboard.press('Space');
}

test('computes octal, symbolic and the command both ways, reports bad input and keeps the mode', async ({ page }) => {
  await page.goto('/chmod-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Chmod calculator' })).toBeVisible();
  const octal = page.getByRole('textbox', { name: 'Octal', exact: true });
  const symbolic = page.getByRole('textbox', { name: 'Symbolic', exact: true });
  const command = page.getByRole('textbox', { name: 'Command', exact: true });
  await expect(octal).toHaveValue('000');
  await expect(symbolic).toHaveValue('---------');
  await expect(command).toHaveValue('chmod 000 path');

  for (const name of ['Owner read', 'Owner write', 'Owner execute', 'Group read', 'Group execute', 'Public read'])
    await toggle(page, name);
  await expect(octal).toHaveValue('754');
  await expect(symbolic).toHaveValue('rwxr-xr--');
  await page.getByText('Setuid', { exact: true }).click();
  await expect(octal).toHaveValue('4754');
  await expect(symbolic).toHaveValue('rwsr-xr--');
  await page.getByText('Recursive (-R)', { exact: true }).click();
  await expect(command).toHaveValue('chmod -R 4754 path');
  await expect(page).toHaveURL(/mode=4754.*recursive=true/);

  // Typing a value ticks the boxes.
  await octal.fill('1777');
  await expect(symbolic).toHaveValue('rwxrwxrwt');
  await expect(box(page, 'Public write')).toBeChecked();
  await expect(box(page, 'Sticky')).toBeChecked();
  await expect(box(page, 'Setuid')).not.toBeChecked();
  await symbolic.fill('rw-r--r--');
  await expect(octal).toHaveValue('644');
  await expect(box(page, 'Owner execute')).not.toBeChecked();
  await expect(command).toHaveValue('chmod -R 644 path');

  await octal.fill('798');
  await expect(page.getByText('Invalid octal permission')).toBeVisible();
  await expect(octal).toHaveAttribute('aria-invalid', 'true');
  await expect(command).toHaveValue('');
  await expect(page.getByText('Use 1 to 4 octal digits (0–7), such as 7, 755 or 4755')).toBeVisible();
  await octal.fill('12345');
  await expect(page.getByText('Too large: the highest mode is 7777.', { exact: true })).toBeVisible();
  await expect(command).toHaveValue('');
  // As chmod reads them: fewer than 4 digits are left-padded, extra leading zeros are dropped.
  await octal.fill('7');
  await expect(octal).not.toHaveAttribute('aria-invalid', 'true');
  await expect(symbolic).toHaveValue('------rwx');
  await expect(command).toHaveValue('chmod -R 007 path');
  await octal.fill('00755');
  await expect(symbolic).toHaveValue('rwxr-xr-x');
  await expect(command).toHaveValue('chmod -R 755 path');
  await octal.fill('640');
  await expect(symbolic).toHaveValue('rw-r-----');
  await symbolic.fill('rwxr-xr-q');
  await expect(page.getByText('Invalid symbolic permission')).toBeVisible();
  await expect(octal).toHaveValue('');
  await symbolic.fill('rwxr-x---');
  await expect(octal).toHaveValue('750');
  // Emptied to be retyped: no error, the other outputs blank until it holds a mode again.
  await octal.fill('');
  await expect(octal).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Invalid octal permission')).toHaveCount(0);
  await expect(symbolic).toHaveValue('');
  await expect(command).toHaveValue('');
  await octal.fill('750');
  await expect(symbolic).toHaveValue('rwxr-x---');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Octal', exact: true })).toHaveValue('750');
  await expect(page.getByRole('textbox', { name: 'Command', exact: true })).toHaveValue('chmod -R 750 path');
  await expect(box(page, 'Group execute')).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Recursive (-R)' })).toBeChecked();
});
