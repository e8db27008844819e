import { expect, test } from '../support/test';

test.describe('url-parser', () => {
  test('splits a URL live, lists its query parameters, reports an invalid one and keeps its input', async ({ page }) => {
    await page.goto('/url-parser');
    await expect(page.getByRole('heading', { level: 1, name: 'URL parser' })).toBeVisible();
    const row = (name: string) => page.getByRole('textbox', { name, exact: true });
    const input = row('Your url to parse');
    await expect(row('Protocol')).toHaveValue('https:');
    await expect(row('Username')).toHaveValue('me');
    await expect(row('Password')).toHaveValue('pwd');
    await expect(row('Host')).toHaveValue('example.com:3000');
    await expect(row('Params')).toHaveValue('?key1=value&key2=value2');
    await expect(row('Hash')).toHaveValue('#the-hash');
    const table = page.getByRole('grid', { name: 'Query parameters' });
    await expect(table.getByRole('row')).toHaveCount(3);

    await input.fill('http://münchen.de:8080/café?q=%C3%A9+%F0%9F%98%80&q=2');
    await expect(row('Hostname')).toHaveValue('xn--mnchen-3ya.de');
    await expect(page.getByText('In Unicode: münchen.de', { exact: true })).toBeVisible();
    await expect(row('Port')).toHaveValue('8080');
    await expect(row('Origin')).toHaveValue('http://xn--mnchen-3ya.de:8080');
    await expect(row('Path')).toHaveValue('/caf%C3%A9');
    await expect(row('Username')).toHaveValue('');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText('é 😀');
    await expect(table.getByRole('row').nth(2)).toContainText('2');

    // Only the path edited: the parts follow and the grid keeps the same parameters.
    await input.fill('http://münchen.de:8080/menu?q=%C3%A9+%F0%9F%98%80&q=2');
    await expect(row('Path')).toHaveValue('/menu');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText('é 😀');
    // And a new query redraws it.
    await input.fill('http://münchen.de:8080/menu?lang=fr');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('fr');

    await input.fill('example.com/no-scheme');
    await expect(page.getByText('Invalid url', { exact: true })).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    for (const name of ['Protocol', 'Hostname', 'Host', 'Origin', 'Path']) await expect(row(name)).toHaveValue('');
    await expect(page.getByText('This URL has no query parameters.')).toBeVisible();

    await input.fill('ftp://files.example.org/pub?x=1');
    await expect(row('Protocol')).toHaveValue('ftp:');
    await page.reload();
    await expect(row('Your url to parse')).toHaveValue('ftp://files.example.org/pub?x=1');
    await expect(row('Path')).toHaveValue('/pub');
  });
});
