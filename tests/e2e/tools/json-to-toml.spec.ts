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

test('json-to-toml: a big document is edited in place in an editor made for it', async ({ page }) => {
  await page.goto('/json-to-toml');
  const input = page.getByRole('textbox', { name: 'Your JSON', exact: true });
  const output = page.getByRole('textbox', { name: 'TOML from your JSON', exact: true });
  // About 1 MB over 60,000 lines: held out of the text field.
  const items = Array.from({ length: 8_000 }, (_, i) => ({ id: i, name: `item ${i} ünï 😀` }));
  const text = JSON.stringify({ title: 'T', items }, null, 2);
  await input.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
  await expect(output).toContainText('title = "T"', { timeout: 30_000 });
  await expect(page.getByText(/press Edit to change it/)).toBeVisible();

  await page.getByRole('button', { name: 'Edit Your JSON', exact: true }).click();
  // The editor takes the field's name and the focus; only the lines in sight are in the page.
  const editor = page.getByRole('textbox', { name: 'Your JSON', exact: true });
  await expect(editor).toBeFocused();
  await expect(editor).toContainText('"title": "T",');
  expect(await editor.evaluate((element) => element.querySelectorAll('.cm-line').length)).toBeLessThan(1000);

  // Typing edits the document; the output follows once typing pauses.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(' edited');
  await expect(output).toContainText('title = "T edited"');

  // A parse error is shown under the editor, which selects its place.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Backspace');
  await expect(page.getByText(`invalid character '\\"' (line 3, column 3)`, { exact: true })).toBeVisible();
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await expect(output).toHaveText('', { useInnerText: true });
  await page.getByRole('button', { name: 'Show in the input', exact: true }).click();
  await expect(editor).toBeFocused();
  // The selection is the quote that starts the next line's key: the comma goes before it.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type(',');
  await expect(output).toContainText('title = "T edited"');
  await expect(editor).not.toHaveAttribute('aria-invalid');

  // Undo goes back through the edits; Clear returns to the empty field.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(editor).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Clear Your JSON', exact: true }).click();
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();
  await expect(output).toHaveText('', { useInnerText: true });
});
