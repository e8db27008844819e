import { expect, test } from '../support/test';

test.describe('toml-to-yaml', () => {
  test('converts as you type, shows a parse error next to the input, and keeps the input', async ({ page }) => {
    await page.goto('/toml-to-yaml');
    await expect(page.getByRole('heading', { level: 1, name: 'TOML to YAML' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your TOML', exact: true });
    const output = page.getByRole('textbox', { name: 'YAML from your TOML', exact: true });

    await input.fill('[[p]]\nid = 1\n[[p]]\nid = 2\n[s]\nk = "café"');
    await expect(output).toHaveText('p:\n  - id: 1\n  - id: 2\ns:\n  k: café', { useInnerText: true });
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();

    // A bad document: the message under the input, the text kept, the output blank (never stale).
    await input.fill('a = "x');
    await expect(input).toHaveAccessibleDescription(/^Provided TOML is not valid\./);
    await expect(page.getByText(/\(line 1, column \d+\)/)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('a = "x');
    await expect(output).toHaveText('', { useInnerText: true });

    await input.fill('[[p]]\nid = 1\n[[p]]\nid = 2\n[s]\nk = "café"');
    await expect(output).toHaveText('p:\n  - id: 1\n  - id: 2\ns:\n  k: café', { useInnerText: true });
    await page.reload();
    await page.getByRole('textbox', { name: 'YAML from your TOML', exact: true }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Your TOML', exact: true })).toHaveValue(
      '[[p]]\nid = 1\n[[p]]\nid = 2\n[s]\nk = "café"',
    );
    await expect(page.getByRole('textbox', { name: 'YAML from your TOML', exact: true })).toHaveText(
      'p:\n  - id: 1\n  - id: 2\ns:\n  k: café',
      {
        useInnerText: true,
      },
    );
  });
});

test('toml-to-yaml: keeps floats and dates, and says so when a document is nested too deeply', async ({ page }) => {
  await page.goto('/toml-to-yaml');
  const input = page.getByRole('textbox', { name: 'Your TOML', exact: true });
  const output = page.getByRole('textbox', { name: 'YAML from your TOML', exact: true });

  await input.fill('a = 1.0\nb = 1e2\nd = 2024-01-15\nt = 2024-01-15T10:30:00');
  await expect(output).toHaveText('a: 1.0\nb: 100.0\nd: 2024-01-15\nt: 2024-01-15T10:30:00', { useInnerText: true });

  // In the worker, whose call stack is smaller than the page's, the parser may run out of stack first.
  const nested = (n: number) => `a = ${'['.repeat(n)}${']'.repeat(n)}`;
  for (const levels of [5_000, 50_000]) {
    await input.fill(nested(levels));
    await expect(input).toHaveAccessibleDescription(/^Provided TOML is not valid\. It is nested too deeply to be written out\./);
    await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
    await expect(output).toHaveText('', { useInnerText: true });
  }
});
