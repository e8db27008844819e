import { expect, test } from '../support/test';

test.describe('json-to-toml', () => {
  test('converts as you type, shows a parse error next to the input, and keeps the input', async ({ page }) => {
    await page.goto('/json-to-toml');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON to TOML' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your JSON', exact: true });
    const output = page.getByRole('textbox', { name: 'TOML from your JSON', exact: true });

    await input.fill('{"title": "T", "owner": {"name": "Tom"}, "n": [1, 2, 3]}');
    await expect(output).toHaveText('title = "T"\nn = [ 1, 2, 3 ]\n\n[owner]\nname = "Tom"', { useInnerText: true });
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();

    // A bad document: the message under the input, the text kept, the output blank (never stale).
    await input.fill('{"a": null}');
    await expect(page.getByText('TOML cannot represent null values.', { exact: true })).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('{"a": null}');
    await expect(output).toHaveText('', { useInnerText: true });

    // Integers beyond 2^53 keep their digits up to TOML's 64 bits; past them, the reason.
    await input.fill('{"id": 9007199254740993, "max": 9223372036854775807}');
    await expect(output).toHaveText('id = 9007199254740993\nmax = 9223372036854775807', { useInnerText: true });
    await input.fill('{"id": 9223372036854775808}');
    await expect(input).toHaveAccessibleDescription(/^TOML integers must fit in 64 bits/);
    await expect(output).toHaveText('', { useInnerText: true });

    await input.fill('{"title": "T", "owner": {"name": "Tom"}, "n": [1, 2, 3]}');
    await expect(output).toHaveText('title = "T"\nn = [ 1, 2, 3 ]\n\n[owner]\nname = "Tom"', { useInnerText: true });
    await page.reload();
    await page.getByRole('textbox', { name: 'TOML from your JSON', exact: true }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Your JSON', exact: true })).toHaveValue(
      '{"title": "T", "owner": {"name": "Tom"}, "n": [1, 2, 3]}',
    );
    await expect(page.getByRole('textbox', { name: 'TOML from your JSON', exact: true })).toHaveText(
      'title = "T"\nn = [ 1, 2, 3 ]\n\n[owner]\nname = "Tom"',
      {
        useInnerText: true,
      },
    );
  });
});

test('json-to-toml: keeps floats, and says so when a document is nested too deeply', async ({ page }) => {
  await page.goto('/json-to-toml');
  const input = page.getByRole('textbox', { name: 'Your JSON', exact: true });
  const output = page.getByRole('textbox', { name: 'TOML from your JSON', exact: true });

  await input.fill('{"a": 1.0, "b": 1e2, "c": 7}');
  await expect(output).toHaveText('a = 1.0\nb = 100.0\nc = 7', { useInnerText: true });

  // In the worker, whose call stack is smaller than the page's, the parser may run out of stack first.
  const nested = (n: number) => `{"a": ${'['.repeat(n)}${']'.repeat(n)}}`;
  for (const levels of [5_000, 50_000]) {
    await input.fill(nested(levels));
    await expect(input).toHaveAccessibleDescription(/^Provided JSON is not valid\. It is nested too deeply to be written out\./);
    await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
    await expect(output).toHaveText('', { useInnerText: true });
  }
});
