import { expect, test } from '../support/test';

test.describe('json-minify', () => {
  test('minifies as you type, keeps key order and big integers, and shows errors with their position', async ({ page }) => {
    await page.goto('/json-minify');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON minify' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your raw JSON', exact: true });
    const output = page.getByRole('textbox', { name: 'Minified version of your JSON', exact: true });

    await expect(output).toHaveText('{"hello":["world"]}', { useInnerText: true });

    await input.fill('{\n  "z": "a b 😀",\n  "a": 123456789012345678901234567890\n}');
    await expect(output).toHaveText('{"z":"a b 😀","a":123456789012345678901234567890}', { useInnerText: true });

    await input.fill('{\n  "a": @\n}');
    await expect(input).toHaveAccessibleDescription(/^Provided JSON is not valid\./);
    await expect(page.getByText("invalid character '@' (line 2, column 8)")).toBeVisible();
    await expect(output).toHaveText('', { useInnerText: true });

    // JSON5 in, strict JSON out; the input survives a reload.
    await input.fill("{ list: [1, 2,], 'q': 'x', }");
    await expect(output).toHaveText('{"list":[1,2],"q":"x"}', { useInnerText: true });
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your raw JSON', exact: true })).toHaveValue("{ list: [1, 2,], 'q': 'x', }");
    await expect(page.getByRole('textbox', { name: 'Minified version of your JSON', exact: true })).toHaveText(
      '{"list":[1,2],"q":"x"}',
      { useInnerText: true },
    );
  });
});
