import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';

test.describe('json-prettify', () => {
  test('prettifies as you type, follows the options, shows errors with their position', async ({ page }) => {
    await page.goto('/json-viewer');
    await expect(page).toHaveURL(/\/json-prettify/);
    await expect(page.getByRole('heading', { level: 1, name: 'JSON prettify and format' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your raw JSON', exact: true });
    const output = page.getByRole('textbox', { name: 'Prettified version of your JSON', exact: true });

    // The default document, keys sorted, three spaces, coloured once the highlighter has loaded.
    await expect(output).toHaveText('{\n   "foo": "bar",\n   "hello": "world"\n}', { useInnerText: true });
    await expect(output.locator('.hljs-attr').first()).toHaveText('"foo"');
    await expect(input).toHaveAttribute('rows', '20');

    await page.getByText('Sort keys', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Indent size', exact: true }).fill('1');
    await page.getByRole('textbox', { name: 'Indent size', exact: true }).blur();
    await input.fill("{ // JSON5\n  b: 'é 😀', a: 12345678901234567890, }");
    await expect(output).toHaveText('{\n "b": "é 😀",\n "a": 12345678901234567890\n}', { useInnerText: true });
    await expect(page).toHaveURL(/sortKeys=false/);
    await expect(page).toHaveURL(/indentSize=1/);

    // A bad document: the message and its position under the input, the output blank.
    await input.fill('{\n  "a": 1,\n  "b": ]\n}');
    await expect(input).toHaveAccessibleDescription(/^Provided JSON is not valid\./);
    await expect(page.getByText("invalid character ']' (line 3, column 8)")).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(output).toHaveText('', { useInnerText: true });
    // The faulty line is shown under the field, and the field can select the place.
    const place = page.getByRole('group', { name: 'Line 3 of the input, where the error is', exact: true });
    await expect(place.locator('pre')).toHaveText('  "b": ]');
    await expect(place.locator('mark')).toHaveText(']');
    await page.getByRole('button', { name: 'Show in the input', exact: true }).click();
    await expect(input).toBeFocused();
    expect(await input.evaluate((field: HTMLTextAreaElement) => [field.selectionStart, field.selectionEnd])).toEqual([19, 20]);

    // An indent out of range is reported, not clamped.
    await input.fill('{"b": [1], "a": null}');
    await page.getByRole('textbox', { name: 'Indent size', exact: true }).fill('11');
    await page.getByRole('textbox', { name: 'Indent size', exact: true }).blur();
    await expect(page.getByText('Indent size must be between 0 and 10')).toBeVisible();
    await expect(output).toHaveText('', { useInnerText: true });
    await page.getByRole('textbox', { name: 'Indent size', exact: true }).fill('0');
    await page.getByRole('textbox', { name: 'Indent size', exact: true }).blur();
    await expect(output).toHaveText('{"b":[1],"a":null}', { useInnerText: true });

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your raw JSON', exact: true })).toHaveValue('{"b": [1], "a": null}');
    await expect(page.getByRole('switch', { name: 'Sort keys' })).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Prettified version of your JSON', exact: true })).toHaveText(
      '{"b":[1],"a":null}',
      { useInnerText: true },
    );
  });

  test('changing an option keeps the output scrolled where the reader was', async ({ page }) => {
    await page.goto('/json-prettify');
    const input = page.getByRole('textbox', { name: 'Your raw JSON', exact: true });
    const output = page.getByRole('textbox', { name: 'Prettified version of your JSON', exact: true });
    // About 8,000 lines once prettified; item k starts on line 2 + 4k.
    const items = Array.from({ length: 2_000 }, (_, i) => ({ name: `item ${i}`, id: i }));
    await input.fill(JSON.stringify({ items }));
    await expect(output).toContainText('"id": 0');
    await output.evaluate((element) => void (element.scrollTop = 4_000 * 20));
    await expect(output).toContainText('"name": "item 999"');
    // Keys no longer sorted: "name" comes first, and the view stays on item 999.
    await page.getByText('Sort keys', { exact: true }).click();
    await expect(output).toContainText('"name": "item 999",');
    expect(await output.evaluate((element) => element.scrollTop)).toBeGreaterThan(3_900 * 20);
  });

  test('a 5 MB document, opened or pasted, is held outside the field and only visible rows are in the page', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/json-prettify');
    const input = page.getByRole('textbox', { name: 'Your raw JSON', exact: true });
    const output = page.getByRole('textbox', { name: 'Prettified version of your JSON', exact: true });
    // About 5 MB, with an integer beyond 2^53 that must keep its digits.
    const items = Array.from({ length: 80_000 }, (_, i) => ({ name: `item ${i} ünï 😀`, id: i, tags: ['a', 'b'] }));
    const text = `{"items":${JSON.stringify(items)},"total":12345678901234567890}`;
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open file', exact: true }).click();
    await (await chooser).setFiles({ name: 'items.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(output).toContainText('"id": 0', { timeout: 30_000 });
    // The field only tells how big the document is (laying out megabytes of text would freeze the page).
    await expect(input).toHaveValue('');
    await expect(page.getByText(/^A document of [\d,]+ characters is loaded\./)).toBeVisible();
    expect(await output.evaluate((element) => element.querySelectorAll('div div div').length)).toBeLessThan(200);
    await output.focus();
    await page.keyboard.press('End');
    await expect(output).toContainText('"total": 12345678901234567890');
    // Copy and download take the whole output, which the page only shows row by row.
    const sorted = items.map(({ id, name, tags }) => ({ id, name, tags }));
    const expected = JSON.stringify({ items: sorted, total: 0 }, null, 3).replace('"total": 0', '"total": 12345678901234567890');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('prettified.json');
    expect(readFileSync(await download.path(), 'utf8')).toBe(expected);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied!', exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    // A big paste goes to the document, not into the field.
    await input.evaluate(
      (element, pasted) => {
        const data = new DataTransfer();
        data.setData('text/plain', pasted);
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      text.replace('"total":12345678901234567890', '"total":"pasted"'),
    );
    // A document of the same size keeps the reader where they were: at its end.
    await expect(output).toContainText('"total": "pasted"', { timeout: 30_000 });
    await output.focus();
    await page.keyboard.press('Home');
    await expect(output).toContainText('"id": 0');
    await expect(input).toHaveValue('');

    await page.getByRole('button', { name: 'Clear Your raw JSON', exact: true }).click();
    await expect(output).toHaveText('', { useInnerText: true });
    await input.fill('[1]');
    await expect(output).toHaveText('[\n   1\n]', { useInnerText: true });

    // A big file with an error: read in the worker, the message still names the line and column.
    const chooseBad = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open file', exact: true }).click();
    const bad = `{\n  "a": 1,\n  "b": ]\n${' '.repeat(300_000)}}`;
    await (await chooseBad).setFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
    await expect(page.getByText("invalid character ']' (line 3, column 8)")).toBeVisible();
    // The page does not hold that document: the worker gave the faulty line, and there is no text to select.
    await expect(
      page.getByRole('group', { name: 'Line 3 of the input, where the error is', exact: true }).locator('pre'),
    ).toHaveText('  "b": ]');
    await expect(page.getByRole('button', { name: 'Show in the input', exact: true })).toHaveCount(0);
    await expect(
      page.getByText(`A document of ${bad.length.toLocaleString('en-US')} characters is loaded.`, { exact: false }),
    ).toBeVisible();
    await expect(output).toHaveText('', { useInnerText: true });
  });
});
