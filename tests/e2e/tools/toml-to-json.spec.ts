import { expect, test } from '../support/test';

test.describe('toml-to-json', () => {
  test('converts as you type, shows a parse error next to the input, and keeps the input', async ({ page }) => {
    await page.goto('/toml-to-json');
    await expect(page.getByRole('heading', { level: 1, name: 'TOML to JSON' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your TOML', exact: true });
    const output = page.getByRole('textbox', { name: 'JSON from your TOML', exact: true });

    await input.fill('big = 9223372036854775807\nwhen = 1979-05-27T07:32:00-08:00\n[t]\nk = "😀"');
    await expect(output).toHaveText(
      '{\n   "big": 9223372036854775807,\n   "when": "1979-05-27T15:32:00.000Z",\n   "t": {\n      "k": "😀"\n   }\n}',
      { useInnerText: true },
    );
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();

    // A bad document: the message under the input, the text kept, the output blank (never stale).
    await input.fill('a = = 1');
    await expect(input).toHaveAccessibleDescription(/^Provided TOML is not valid\./);
    await expect(page.getByText(/invalid value \(line 1, column 5\)/)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('a = = 1');
    await expect(output).toHaveText('', { useInnerText: true });

    await input.fill('big = 9223372036854775807\nwhen = 1979-05-27T07:32:00-08:00\n[t]\nk = "😀"');
    await expect(output).toHaveText(
      '{\n   "big": 9223372036854775807,\n   "when": "1979-05-27T15:32:00.000Z",\n   "t": {\n      "k": "😀"\n   }\n}',
      { useInnerText: true },
    );
    await page.reload();
    await page.getByRole('textbox', { name: 'JSON from your TOML', exact: true }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Your TOML', exact: true })).toHaveValue(
      'big = 9223372036854775807\nwhen = 1979-05-27T07:32:00-08:00\n[t]\nk = "😀"',
    );
    await expect(page.getByRole('textbox', { name: 'JSON from your TOML', exact: true })).toHaveText(
      '{\n   "big": 9223372036854775807,\n   "when": "1979-05-27T15:32:00.000Z",\n   "t": {\n      "k": "😀"\n   }\n}',
      {
        useInnerText: true,
      },
    );
  });
});

test('toml-to-json: keeps floats, and says so when a document is nested too deeply', async ({ page }) => {
  await page.goto('/toml-to-json');
  const input = page.getByRole('textbox', { name: 'Your TOML', exact: true });
  const output = page.getByRole('textbox', { name: 'JSON from your TOML', exact: true });

  await input.fill('a = 1.0\nb = 1e2\nc = 7');
  await expect(output).toHaveText('{\n   "a": 1.0,\n   "b": 100.0,\n   "c": 7\n}', { useInnerText: true });

  // In the worker, whose call stack is smaller than the page's, the parser may run out of stack first.
  const nested = (n: number) => `a = ${'{a='.repeat(n)}1${'}'.repeat(n)}`;
  for (const levels of [5_000, 50_000]) {
    await input.fill(nested(levels));
    await expect(input).toHaveAccessibleDescription(/^Provided TOML is not valid\. It is nested too deeply to be written out\./);
    await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
    await expect(output).toHaveText('', { useInnerText: true });
  }
});
