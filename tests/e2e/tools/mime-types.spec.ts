import { expect, test, type Page } from '../support/test';

async function choose(page: Page, card: string, select: string, search: string, option: string) {
  const region = page.getByRole('region', { name: card, exact: true });
  await region.getByRole('button', { name: new RegExp(select) }).click();
  await page.getByRole('searchbox').fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('mime-types', () => {
  test('finds extensions of a type and the type of an extension, lists the table and keeps the choices', async ({ page }) => {
    await page.goto('/mime-types');
    await choose(page, 'Mime type to extension', 'Mime type', 'image/jp', 'image/jpeg');
    const extensions = page.getByRole('list', { name: 'Extensions of files with the image/jpeg mime-type:' });
    await expect(extensions.getByRole('listitem')).toContainText(['.jpg', '.jpeg']);

    await choose(page, 'File extension to mime type', 'File extension', '.pdf', '.pdf');
    const type = page.getByRole('list', { name: 'Mime type associated to the extension .pdf file extension:' });
    await expect(type.getByRole('listitem')).toHaveText(['application/pdf']);

    // A search with no match says so.
    await page
      .getByRole('region', { name: 'File extension to mime type', exact: true })
      .getByRole('button', { name: /File extension/ })
      .click();
    await page.getByRole('searchbox').fill('no-such-extension');
    await expect(page.getByText('No results found')).toBeVisible();
    await page.keyboard.press('Escape');

    const table = page.getByRole('grid', { name: 'Mime types and their extensions' });
    await expect(table.getByRole('columnheader', { name: 'Mime types' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('application/');
    // Virtualised: far fewer rows in the page than types.
    expect(await table.getByRole('row').count()).toBeLessThan(100);

    await page.reload();
    await expect(page.getByRole('list', { name: 'Mime type associated to the extension .pdf file extension:' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Extensions of files with the image/jpeg mime-type:' })).toBeVisible();
  });
});
