import { expect, test } from '../support/test';

test.describe('json-to-csv', () => {
  test('converts records to RFC 4180 CSV, follows the line endings, refuses what is not objects', async ({ page }) => {
    await page.goto('/json-to-csv');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON to CSV' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your raw JSON', exact: true });
    const output = page.getByRole('textbox', { name: 'CSV version of your JSON', exact: true });

    await input.fill('[{"name": "Ada, Countess", "quote": "say \\"hi\\""}, {"name": "Grace 😀", "year": 1906, "x": null}]');
    await expect(output).toHaveText('name,quote,year,x\n"Ada, Countess","say ""hi""",,\nGrace 😀,,1906,null', {
      useInnerText: true,
    });

    await page.getByRole('radio', { name: 'CRLF (strict RFC 4180)' }).click();
    await expect(page).toHaveURL(/lineEndings=crlf/);
    await expect(output).toContainText('Grace 😀,,1906,null');
    // Each record ends with CR LF (the view shows one row per line; copy and download take the text as it is).
    await expect(page.getByRole('radio', { name: 'CRLF (strict RFC 4180)' })).toBeChecked();

    await input.fill('[1, 2]');
    await expect(input).toHaveAccessibleDescription('The JSON must be an array of objects (or a single object).');
    await expect(output).toHaveText('', { useInnerText: true });

    await input.fill('[{"a": 1}');
    await expect(input).toHaveAccessibleDescription(/^Provided JSON is not valid\./);
    await expect(page.getByText('invalid end of input (line 1, column 10)')).toBeVisible();
  });
});
