import { expect, test } from '../support/test';

test.describe('bcrypt', () => {
  test('hashes in a worker, compares, and reports bad salt counts', async ({ page }) => {
    await page.goto('/bcrypt');
    const hashCard = page.getByRole('region', { name: 'Hash', exact: true });
    const compareCard = page.getByRole('region', { name: 'Compare string with hash' });
    const hashed = hashCard.getByRole('textbox', { name: 'Hashed string', exact: true });
    const saltCount = hashCard.getByRole('textbox', { name: 'Salt count' });

    await saltCount.fill('4');
    await hashCard.getByRole('textbox', { name: 'Your string' }).fill('correct horse');
    await expect(hashed).toHaveValue(/^\$2a\$04\$[./A-Za-z0-9]{53}$/);
    const hash = await hashed.inputValue();

    await compareCard.getByRole('textbox', { name: 'Your string' }).fill('correct horse');
    await compareCard.getByRole('textbox', { name: 'Your hash' }).fill(hash);
    await expect(compareCard.getByText('Yes')).toBeVisible();
    await compareCard.getByRole('textbox', { name: 'Your string' }).fill('wrong horse');
    await expect(compareCard.getByText('No', { exact: true })).toBeVisible();
    await compareCard.getByRole('textbox', { name: 'Your hash' }).fill('not a hash');
    await compareCard.getByRole('textbox', { name: 'Your string' }).fill('correct horse');
    await expect(compareCard.getByText('No', { exact: true })).toBeVisible();

    await saltCount.fill('3');
    await saltCount.blur();
    await expect(hashCard.getByText('Salt count must be an integer between 4 and 31')).toBeVisible();
    await expect(saltCount).toHaveAttribute('aria-invalid', 'true');
    await expect(hashed).toHaveValue('');
    await expect(saltCount).toHaveValue('3');
  });

  test('a slow cost shows the warning, elapsed time and Cancel, and the page stays responsive', async ({ page }) => {
    await page.goto('/bcrypt');
    const hashCard = page.getByRole('region', { name: 'Hash', exact: true });
    const saltCount = hashCard.getByRole('textbox', { name: 'Salt count' });
    await saltCount.fill('20');
    await saltCount.blur();
    await expect(hashCard.getByText('High salt counts take a long time: each +1 doubles the time.')).toBeVisible();
    const cancel = hashCard.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeVisible();
    // Typing still works while the worker grinds.
    const input = hashCard.getByRole('textbox', { name: 'Your string' });
    await input.pressSequentially('abc');
    await expect(input).toHaveValue('abc');
    await hashCard.getByRole('button', { name: 'Cancel' }).click();
    await expect(hashCard.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(hashCard.getByRole('textbox', { name: 'Hashed string', exact: true })).toHaveValue('');
  });

  test('keeps the salt count across reloads but never the string', async ({ page }) => {
    await page.goto('/bcrypt');
    const hashCard = page.getByRole('region', { name: 'Hash', exact: true });
    await hashCard.getByRole('textbox', { name: 'Salt count' }).fill('5');
    await hashCard.getByRole('textbox', { name: 'Your string' }).fill('secret');
    await expect(hashCard.getByRole('textbox', { name: 'Hashed string', exact: true })).toHaveValue(/^\$2a\$05\$/);
    await page.reload();
    await expect(hashCard.getByRole('textbox', { name: 'Salt count' })).toHaveValue('5');
    await expect(hashCard.getByRole('textbox', { name: 'Your string' })).toHaveValue('');
  });
});
