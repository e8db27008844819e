import { expect, test } from '../support/test';

test('shows the cheat sheet by section and copies a command', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/git-memo');
  await expect(page.getByRole('heading', { level: 1, name: 'Git cheatsheet' })).toBeVisible();
  for (const section of ['Configuration', 'Get started', 'Commit', "I've made a mistake", 'Miscellaneous'])
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();

  const mistakes = page.getByRole('region', { name: "I've made a mistake" });
  await expect(mistakes.getByText('git reset HEAD~1 --hard', { exact: true })).toBeVisible();
  await expect(mistakes.getByText('throw its changes away')).toBeVisible();

  await mistakes.getByRole('button', { name: 'Copy git fetch origin && git reset --hard origin/[branch-name]' }).click();
  await expect(page.getByRole('status').getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'git fetch origin\ngit reset --hard origin/[branch-name]',
  );

  // By keyboard too: the copy buttons are in the tab order.
  const amend = page.getByRole('button', { name: 'Copy git commit --amend --no-edit', exact: true });
  await amend.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('git commit --amend --no-edit');
  await expect(page.getByRole('button', { name: /^Copy git/ })).toHaveCount(12);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Configuration', exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
