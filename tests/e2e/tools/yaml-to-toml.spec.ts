import { expect, test } from '../support/test';

test.describe('yaml-to-toml', () => {
  test('converts as you type, shows a parse error next to the input, and keeps the input', async ({ page }) => {
    await page.goto('/yaml-to-toml');
    await expect(page.getByRole('heading', { level: 1, name: 'YAML to TOML' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your YAML', exact: true });
    const output = page.getByRole('textbox', { name: 'TOML from your YAML', exact: true });

    await input.fill('name: app\nserver:\n  port: 8080\n  hosts: [a, b]');
    await expect(output).toHaveText('name = "app"\n\n[server]\nport = 8080\nhosts = [ "a", "b" ]', { useInnerText: true });
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();

    // A bad document: the message under the input, the text kept, the output blank (never stale).
    await input.fill('- 1\n- 2');
    await expect(page.getByText('The top level must be an object to convert to TOML.', { exact: true })).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('- 1\n- 2');
    await expect(output).toHaveText('', { useInnerText: true });

    await input.fill('name: app\nserver:\n  port: 8080\n  hosts: [a, b]');
    await expect(output).toHaveText('name = "app"\n\n[server]\nport = 8080\nhosts = [ "a", "b" ]', { useInnerText: true });
    await page.reload();
    await page.getByRole('textbox', { name: 'TOML from your YAML', exact: true }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Your YAML', exact: true })).toHaveValue(
      'name: app\nserver:\n  port: 8080\n  hosts: [a, b]',
    );
    await expect(page.getByRole('textbox', { name: 'TOML from your YAML', exact: true })).toHaveText(
      'name = "app"\n\n[server]\nport = 8080\nhosts = [ "a", "b" ]',
      {
        useInnerText: true,
      },
    );
  });
});

test('yaml-to-toml: keeps floats and dates, and says so when a document is nested too deeply', async ({ page }) => {
  await page.goto('/yaml-to-toml');
  const input = page.getByRole('textbox', { name: 'Your YAML', exact: true });
  const output = page.getByRole('textbox', { name: 'TOML from your YAML', exact: true });

  await input.fill('a: 1.0\nb: 1e2\nc: -0.0\nd: 2024-01-15\nt: 2024-01-15T10:30:00Z\ns: "2024-01-15"');
  await expect(output).toHaveText('a = 1.0\nb = 100.0\nc = -0.0\nd = 2024-01-15\nt = 2024-01-15T10:30:00Z\ns = "2024-01-15"', {
    useInnerText: true,
  });

  // In the worker, whose call stack is smaller than the page's, the parser may run out of stack first.
  const nested = (n: number) => `a: ${'['.repeat(n)}${']'.repeat(n)}`;
  for (const levels of [5_000, 50_000]) {
    await input.fill(nested(levels));
    await expect(input).toHaveAccessibleDescription(/^Provided YAML is not valid\. It is nested too deeply to be written out\./);
    await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
    await expect(output).toHaveText('', { useInnerText: true });
  }
});
