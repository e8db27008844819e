import { expect, test } from '../support/test';

test.describe('json-to-yaml-converter', () => {
  test('converts as you type, shows a parse error next to the input, and keeps the input', async ({ page }) => {
    await page.goto('/json-to-yaml-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON to YAML converter' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your JSON', exact: true });
    const output = page.getByRole('textbox', { name: 'YAML from your JSON', exact: true });

    await input.fill('{"name": "café 😀", "list": [1, "yes"], // JSON5 comment\n}');
    await expect(output).toHaveText("name: café 😀\nlist:\n  - 1\n  - 'yes'", { useInnerText: true });
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();

    // A bad document: the message under the input, the text kept, the output blank (never stale).
    await input.fill('{"a": 1,,}');
    await expect(input).toHaveAccessibleDescription(/^Provided JSON is not valid\./);
    await expect(page.getByText(/invalid character ',' \(line 1, column 9\)/)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('{"a": 1,,}');
    await expect(output).toHaveText('', { useInnerText: true });

    // Integers beyond 2^53 keep their digits.
    await input.fill('{"id": 9007199254740993, "neg": [-123456789012345678901234567890]}');
    await expect(output).toHaveText('id: 9007199254740993\nneg:\n  - -123456789012345678901234567890', { useInnerText: true });

    await input.fill('{"name": "café 😀", "list": [1, "yes"], // JSON5 comment\n}');
    await expect(output).toHaveText("name: café 😀\nlist:\n  - 1\n  - 'yes'", { useInnerText: true });
    await page.reload();
    await page.getByRole('textbox', { name: 'YAML from your JSON', exact: true }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Your JSON', exact: true })).toHaveValue(
      '{"name": "café 😀", "list": [1, "yes"], // JSON5 comment\n}',
    );
    await expect(page.getByRole('textbox', { name: 'YAML from your JSON', exact: true })).toHaveText(
      "name: café 😀\nlist:\n  - 1\n  - 'yes'",
      {
        useInnerText: true,
      },
    );
  });
});

test('json-to-yaml-converter: keeps floats, and says so when a document is nested too deeply', async ({ page }) => {
  await page.goto('/json-to-yaml-converter');
  const input = page.getByRole('textbox', { name: 'Your JSON', exact: true });
  const output = page.getByRole('textbox', { name: 'YAML from your JSON', exact: true });

  await input.fill('{"a": 1.0, "b": 1e2, "c": 7}');
  await expect(output).toHaveText('a: 1.0\nb: 100.0\nc: 7', { useInnerText: true });

  // In the worker, whose call stack is smaller than the page's, the parser may run out of stack first.
  const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
  for (const levels of [5_000, 50_000]) {
    await input.fill(nested(levels));
    await expect(input).toHaveAccessibleDescription(/^Provided JSON is not valid\. It is nested too deeply to be written out\./);
    await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
    await expect(output).toHaveText('', { useInnerText: true });
  }
});
