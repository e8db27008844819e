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
