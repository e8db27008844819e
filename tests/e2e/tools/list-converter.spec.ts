import { expect, test } from '../support/test';

test.describe('list-converter', () => {
  test('cleans, sorts and wraps a list, mirrors options in the URL and keeps them', async ({ page }) => {
    await page.goto('/list-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'List converter' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your input data', exact: true });
    const output = page.getByRole('textbox', { name: 'Your transformed data', exact: true });

    // Defaults: items trimmed, duplicates removed, joined by ", ".
    await input.fill(' pear\napple \r\n\npear\nFig');
    await expect(output).toHaveValue('pear, apple, Fig');

    await page.getByRole('button', { name: /Sort list/ }).click();
    await page.getByRole('option', { name: 'Sort ascending', exact: true }).click();
    await expect(output).toHaveValue('apple, Fig, pear');
    await expect(page).toHaveURL(/sortList=asc/);

    await page.getByText('Reverse list', { exact: true }).click();
    await expect(output).toHaveValue('pear, Fig, apple');

    await page.getByRole('group', { name: 'Wrap item' }).getByRole('textbox', { name: 'Item prefix', exact: true }).fill('"');
    await page.getByRole('group', { name: 'Wrap item' }).getByRole('textbox', { name: 'Item suffix', exact: true }).fill('"');
    await page.getByRole('group', { name: 'Wrap list' }).getByRole('textbox', { name: 'List prefix', exact: true }).fill('[');
    await page.getByRole('group', { name: 'Wrap list' }).getByRole('textbox', { name: 'List suffix', exact: true }).fill(']');
    await expect(output).toHaveValue('["pear", "Fig", "apple"]');

    await page.getByText('Keep line breaks', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Separator', exact: true }).fill(',');
    await expect(output).toHaveValue('[\n"pear",\n"Fig",\n"apple"\n]');

    await page.reload();
    // The tool's chunk and stored state load again: wait for the field before reading it.
    await page.getByRole('textbox', { name: 'Your transformed data', exact: true }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Your transformed data', exact: true })).toHaveValue(
      '[\n"pear",\n"Fig",\n"apple"\n]',
    );
    await expect(page.getByRole('switch', { name: 'Reverse list' })).toBeChecked();

    // Clearing the sort goes back to the input's order; no error state anywhere.
    await page.getByRole('button', { name: 'Clear sort', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Your transformed data', exact: true })).toHaveValue(
      '[\n"Fig",\n"apple",\n"pear"\n]',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('reads options from the URL and truncates items by code point', async ({ page }) => {
    await page.goto('/list-converter?maxItemLength=2&removeDuplicates=false&lowerCase=true');
    await page.getByRole('textbox', { name: 'Your input data', exact: true }).fill('ABC\n😀😀😀\nabd');
    await expect(page.getByRole('textbox', { name: 'Max item length' })).toHaveValue('2');
    await expect(page.getByRole('textbox', { name: 'Your transformed data', exact: true })).toHaveValue('ab, 😀😀, ab');
  });
});

test('reports a max item length that is negative or not whole instead of adjusting it', async ({ page }) => {
  await page.goto('/list-converter');
  const maxLength = page.getByRole('textbox', { name: 'Max item length', exact: true });
  const output = page.getByRole('textbox', { name: 'Your transformed data', exact: true });
  await page.getByRole('textbox', { name: 'Your input data', exact: true }).fill('abcdef\nxyz');
  await expect(output).toHaveValue('abcdef, xyz');

  for (const value of ['-1', '2.5']) {
    await maxLength.fill(value);
    await maxLength.blur();
    await expect(maxLength).toHaveValue(value);
    await expect(page.getByText('Enter a whole number, 0 or more (0 = no limit)', { exact: true })).toBeVisible();
    await expect(maxLength).toHaveAttribute('aria-invalid', 'true');
    await expect(output).toHaveValue('');
  }

  await maxLength.fill('2');
  await maxLength.blur();
  await expect(page.getByText('Enter a whole number, 0 or more (0 = no limit)', { exact: true })).toHaveCount(0);
  await expect(output).toHaveValue('ab, xy');
});
