import { expect, test } from '../support/test';

test.describe('json-to-xml', () => {
  test('converts the default and typed JSON5 to one line of XML, shows errors under the input, and keeps the input', async ({
    page,
  }) => {
    await page.goto('/json-to-xml');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON to XML' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your JSON content', exact: true });
    const output = page.getByRole('textbox', { name: 'Converted XML', exact: true });

    await expect(input).toHaveValue(`{"a":{"_attributes":{"x":"1.234","y":"It's"}}}`);
    await expect(output).toHaveText(`<a x="1.234" y="It's"/>`, { useInnerText: true });

    await input.fill(
      '{\n  // JSON5 comment\n  _declaration: {_attributes: {version: "1.0"}},\n  r: {b: [1, {_attributes: {k: "v"}, _text: "café & 😀 <"}], c: null},\n}',
    );
    await expect(output).toHaveText('<?xml version="1.0"?><r><b>1</b><b k="v">café &amp; 😀 &lt;</b><c/></r>', {
      useInnerText: true,
    });
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();

    // Bad JSON: the message under the input with the parser's place, the output blank (never stale).
    await input.fill('{"a": 1,,}');
    await expect(input).toHaveAccessibleDescription(/^Provided JSON is not valid\./);
    await expect(page.getByText(/invalid character ',' \(line 1, column 9\)/)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(output).toHaveText('', { useInnerText: true });

    // Valid JSON that XML cannot name.
    await input.fill('{"my key": 1}');
    await expect(input).toHaveAccessibleDescription(/^Provided JSON is not valid\./);
    await expect(page.getByText('The key "my key" is not a valid XML name.')).toBeVisible();
    await expect(output).toHaveText('', { useInnerText: true });

    await input.fill('{"r": {"k": [1, 2]}}');
    await expect(output).toHaveText('<r><k>1</k><k>2</k></r>', { useInnerText: true });
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your JSON content', exact: true })).toHaveValue('{"r": {"k": [1, 2]}}');
    await expect(page.getByRole('textbox', { name: 'Converted XML', exact: true })).toHaveText('<r><k>1</k><k>2</k></r>', {
      useInnerText: true,
    });
  });
});
