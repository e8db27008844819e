import { expect, test } from '../support/test';

test.describe('yaml-prettify', () => {
  test('re-indents, sorts keys on demand, keeps comments, and shows errors with their position', async ({ page }) => {
    await page.goto('/yaml-prettify');
    await expect(page.getByRole('heading', { level: 1, name: 'YAML prettify and format' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your raw YAML', exact: true });
    const output = page.getByRole('textbox', { name: 'Prettified version of your YAML', exact: true });

    await input.fill('# config\nzeta:\n      b: 1 # one\n      a: café 😀\nalpha: 123456789012345678901234567890\n');
    await expect(output).toHaveText('# config\nzeta:\n  b: 1 # one\n  a: café 😀\nalpha: 123456789012345678901234567890\n', {
      useInnerText: true,
    });

    await page.getByText('Sort keys', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Indent size', exact: true }).fill('4');
    await page.getByRole('textbox', { name: 'Indent size', exact: true }).blur();
    await expect(output).toContainText('alpha: 123456789012345678901234567890');
    await expect(output).toContainText('zeta:\n    a: café 😀\n    b: 1 # one', { useInnerText: true });
    await expect(page).toHaveURL(/sortKeys=true/);

    // Sorting moves `a` before the anchor it aliases: the anchor moves with it.
    await input.fill('b: &x 1\na: *x');
    await expect(output).toHaveText('a: &x 1\nb: *x\n', { useInnerText: true });

    await input.fill('a: b: c');
    await expect(input).toHaveAccessibleDescription(/^Provided YAML is not valid\./);
    await expect(page.getByText('Nested mappings are not allowed in compact mappings (line 1, column 4)')).toBeVisible();
    await expect(output).toHaveText('', { useInnerText: true });

    await input.fill('k: v');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your raw YAML', exact: true })).toHaveValue('k: v');
    await expect(page.getByRole('switch', { name: 'Sort keys' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Prettified version of your YAML', exact: true })).toHaveText('k: v\n', {
      useInnerText: true,
    });
  });
});
