import { expect, test } from '../support/test';

test.describe('yaml-to-json-converter', () => {
  test('converts as you type, shows a parse error next to the input, and keeps the input', async ({ page }) => {
    await page.goto('/yaml-to-json-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'YAML to JSON converter' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your YAML', exact: true });
    const output = page.getByRole('textbox', { name: 'JSON from your YAML', exact: true });

    await input.fill('base: &b\n  x: 1\nitem:\n  <<: *b\n  name: café 😀');
    await expect(output).toHaveText(
      '{\n   "base": {\n      "x": 1\n   },\n   "item": {\n      "x": 1,\n      "name": "café 😀"\n   }\n}',
      { useInnerText: true },
    );
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();

    // A bad document: the message under the input, the text kept, the output blank (never stale).
    await input.fill('a: b: c');
    await expect(input).toHaveAccessibleDescription(/^Provided YAML is not valid\./);
    await expect(page.getByText(/bad indentation of a mapping entry \(line 1, column 5\)/)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('a: b: c');
    await expect(output).toHaveText('', { useInnerText: true });

    await input.fill('base: &b\n  x: 1\nitem:\n  <<: *b\n  name: café 😀');
    await expect(output).toHaveText(
      '{\n   "base": {\n      "x": 1\n   },\n   "item": {\n      "x": 1,\n      "name": "café 😀"\n   }\n}',
      { useInnerText: true },
    );
    await page.reload();
    await page.getByRole('textbox', { name: 'JSON from your YAML', exact: true }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Your YAML', exact: true })).toHaveValue(
      'base: &b\n  x: 1\nitem:\n  <<: *b\n  name: café 😀',
    );
    await expect(page.getByRole('textbox', { name: 'JSON from your YAML', exact: true })).toHaveText(
      '{\n   "base": {\n      "x": 1\n   },\n   "item": {\n      "x": 1,\n      "name": "café 😀"\n   }\n}',
      {
        useInnerText: true,
      },
    );
  });
});

test('an alias bomb is refused, and a big document keeps only visible rows in the page', async ({ page }) => {
  await page.goto('/yaml-to-json-converter');
  const input = page.getByRole('textbox', { name: 'Your YAML', exact: true });
  const output = page.getByRole('textbox', { name: 'JSON from your YAML', exact: true });

  // "Billion laughs": nine levels of nine aliases, about 10^9 values once expanded.
  const lol = ['a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
  for (const [i, name] of [...'bcdefghi'].entries()) {
    lol.push(
      `${name}: &${name} [${Array(9)
        .fill(`*${String.fromCharCode(97 + i)}`)
        .join(', ')}]`,
    );
  }
  await input.fill(lol.join('\n'));
  await expect(input).toHaveAccessibleDescription(/^Provided YAML is not valid\./);
  await expect(page.getByText(/aliases expand to more than 1000000 values/)).toBeVisible();
  await expect(output).toHaveText('', { useInnerText: true });

  // Opened as a file, as a person would with a document this size (typing it in is not realistic).
  const items = Array.from({ length: 5_000 }, (_, i) => `  - id: ${i}\n    name: item ${i}`).join('\n');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open file', exact: true }).click();
  await (await chooser).setFiles({ name: 'items.yaml', mimeType: 'application/yaml', buffer: Buffer.from(`items:\n${items}`) });
  await expect(output).toContainText('"id": 0');
  // About 20,000 lines of JSON, but only a screenful of rows in the DOM.
  expect(await output.evaluate((element) => element.querySelectorAll('div div div').length)).toBeLessThan(200);
  await output.focus();
  await page.keyboard.press('End');
  await expect(output).toContainText('"name": "item 4999"');
});

test('yaml-to-json-converter: keeps floats, and says so when a document is nested too deeply', async ({ page }) => {
  await page.goto('/yaml-to-json-converter');
  const input = page.getByRole('textbox', { name: 'Your YAML', exact: true });
  const output = page.getByRole('textbox', { name: 'JSON from your YAML', exact: true });

  await input.fill('a: 1.0\nb: 1e2');
  await expect(output).toHaveText('{\n   "a": 1.0,\n   "b": 100.0\n}', { useInnerText: true });

  // In the worker, whose call stack is smaller than the page's, the parser may run out of stack first.
  const nested = (n: number) => `a: ${'{a: '.repeat(n)}1${'}'.repeat(n)}`;
  for (const levels of [5_000, 50_000]) {
    await input.fill(nested(levels));
    await expect(input).toHaveAccessibleDescription(/^Provided YAML is not valid\. It is nested too deeply to be written out\./);
    await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
    await expect(output).toHaveText('', { useInnerText: true });
  }
});
