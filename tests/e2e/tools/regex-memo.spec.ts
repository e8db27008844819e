import { expect, test } from '../support/test';

test('shows the regex cheat sheet by section and copies a syntax', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/regex-memo');
  await expect(page.getByRole('heading', { level: 1, name: 'Regex cheatsheet' })).toBeVisible();
  for (const section of [
    'Normal characters',
    'Whitespace characters',
    'Character sets',
    'Escaping',
    'Quantifiers',
    'Boundaries',
    'Lookaround',
    'Grouping and backreferences',
    'Flags',
    'References',
  ])
    await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();

  const quantifiers = page.getByRole('table', { name: 'Quantifiers', exact: true });
  await expect(quantifiers.getByRole('columnheader')).toHaveText(['Syntax', 'Meaning']);
  await expect(quantifiers.getByRole('row', { name: /a\{3,6\}/ })).toContainText('a from three to six times.');

  const lookaround = page.getByRole('region', { name: 'Lookaround', exact: true });
  await lookaround.getByRole('button', { name: '(?<=b)a', exact: true }).click();
  await expect(page.getByRole('status').getByText('Copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('(?<=b)a');

  // By keyboard too.
  const wordBoundary = page.getByRole('button', { name: '\\b', exact: true });
  await wordBoundary.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('\\b');

  const references = page.getByRole('region', { name: 'References', exact: true });
  await expect(references.getByRole('link', { name: 'Regular expressions, a guide (MDN)' })).toHaveAttribute(
    'href',
    'https://developer.mozilla.org/docs/Web/JavaScript/Guide/Regular_expressions',
  );

  // Another language: the explanations are translated, the syntax is not.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Aide-mémoire regex' })).toBeVisible();
  const french = page.getByRole('table', { name: 'Quantificateurs', exact: true });
  await expect(french.getByRole('row', { name: /a\{3,6\}/ })).toContainText('a de trois à six fois.');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Drapeaux', exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
