import { expect, test } from '../support/test';

test.describe('xml-to-json', () => {
  test('converts the default and typed XML, shows the well-formedness errors under the input, and keeps the input', async ({
    page,
  }) => {
    await page.goto('/xml-to-json');
    await expect(page.getByRole('heading', { level: 1, name: 'XML to JSON' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your XML content', exact: true });
    const output = page.getByRole('textbox', { name: 'Converted JSON', exact: true });

    await expect(input).toHaveValue(`<a x="1.234" y="It's"/>`);
    await expect(output).toHaveText('{\n  "a": {\n    "_attributes": {\n      "x": "1.234",\n      "y": "It\'s"\n    }\n  }\n}', {
      useInnerText: true,
    });

    await input.fill('<?xml version="1.0"?>\n<r>\n  <b>1</b>\n  <b k="v">café &amp; 😀</b>\n  <c/>\n</r>');
    await expect(output).toHaveText(
      '{\n  "_declaration": {\n    "_attributes": {\n      "version": "1.0"\n    }\n  },\n  "r": {\n    "b": [\n      {\n        "_text": "1"\n      },\n      {\n        "_attributes": {\n          "k": "v"\n        },\n        "_text": "café & 😀"\n      }\n    ],\n    "c": {}\n  }\n}',
      { useInnerText: true },
    );
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();

    // Malformed: the message under the input with the parser's place, the output blank (never stale).
    await input.fill('<a>\n  <b></a>');
    await expect(input).toHaveAccessibleDescription(/^Provided XML is not valid\./);
    await expect(page.getByText(/instead of closing tag 'a'\. \(line 2, column 6\)/)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(output).toHaveText('', { useInnerText: true });

    // Refused by the XML formatter's own checks, which the validator lets through.
    await input.fill('<a>\n  &foo;</a>');
    await expect(page.getByText('The entity &foo; is not declared. (line 2, column 3)')).toBeVisible();
    await expect(output).toHaveText('', { useInnerText: true });

    await input.fill('<r><k n="1">v</k></r>');
    const converted =
      '{\n  "r": {\n    "k": {\n      "_attributes": {\n        "n": "1"\n      },\n      "_text": "v"\n    }\n  }\n}';
    await expect(output).toHaveText(converted, { useInnerText: true });
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your XML content', exact: true })).toHaveValue('<r><k n="1">v</k></r>');
    await expect(page.getByRole('textbox', { name: 'Converted JSON', exact: true })).toHaveText(converted, {
      useInnerText: true,
    });
  });

  test('converts an opened file', async ({ page }) => {
    await page.goto('/xml-to-json');
    const output = page.getByRole('textbox', { name: 'Converted JSON', exact: true });
    const items = Array.from({ length: 3_000 }, (_, i) => `<item id="${i}"><name>item ${i}</name></item>`).join('');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open file', exact: true }).click();
    await (
      await chooser
    ).setFiles({ name: 'items.xml', mimeType: 'application/xml', buffer: Buffer.from(`<items>${items}</items>`) });
    await expect(output).toContainText('"id": "0"');
    await output.focus();
    await page.keyboard.press('End');
    await expect(output).toContainText('"_text": "item 2999"');
  });
});
