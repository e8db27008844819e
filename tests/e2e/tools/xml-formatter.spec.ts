import { expect, test } from '../support/test';

test.describe('xml-formatter', () => {
  test('formats the default document, follows the options, and refuses malformed XML', async ({ page }) => {
    await page.goto('/xml-formatter');
    await expect(page.getByRole('heading', { level: 1, name: 'XML formatter' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your XML', exact: true });
    const output = page.getByRole('textbox', { name: 'Formatted XML from your XML', exact: true });

    await expect(output).toHaveText('<hello>\n  <world>foo</world>\n  <world>bar</world>\n</hello>', { useInnerText: true });

    await page.getByText('Collapse content', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Indent size', exact: true }).fill('4');
    await page.getByRole('textbox', { name: 'Indent size', exact: true }).blur();
    // Off: a comment without sibling elements gets a line of its own; text never moves.
    await input.fill('<!-- note --><名前 a="1"><x> 😀 </x><y><!-- c --></y><z/></名前>');
    await expect(output).toHaveText(
      '<!-- note -->\n<名前 a="1">\n    <x> 😀 </x>\n    <y>\n        <!-- c -->\n    </y>\n    <z/>\n</名前>',
      { useInnerText: true },
    );
    await expect(page).toHaveURL(/collapseContent=false/);

    await input.fill('<a>\n  <b></a>');
    await expect(input).toHaveAccessibleDescription(/^Provided XML is not valid\./);
    await expect(page.getByText(/instead of closing tag 'a'\. \(line 2, column 6\)/)).toBeVisible();
    await expect(output).toHaveText('', { useInnerText: true });

    await input.fill('<a/>\ntail');
    await expect(page.getByText('Text or markup stands outside the root element. (line 2, column 1)')).toBeVisible();

    await input.fill('<a>\n  &foo;</a>');
    await expect(input).toHaveAccessibleDescription(/^Provided XML is not valid\./);
    await expect(page.getByText('The entity &foo; is not declared. (line 2, column 3)')).toBeVisible();

    // Lines indented past 10,000 columns: 2,500 levels at 4 a level.
    await input.fill(`<p>${'<a>'.repeat(3000)}${'</a>'.repeat(3000)}</p>`);
    await expect(page.getByText(/^Elements are nested more than 2500 levels deep.*\(line 1, column 7501\)$/)).toBeVisible();

    await input.fill('<r><k>v</k></r>');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your XML', exact: true })).toHaveValue('<r><k>v</k></r>');
    await expect(page.getByRole('textbox', { name: 'Formatted XML from your XML', exact: true })).toHaveText(
      '<r>\n    <k>v</k>\n</r>',
      { useInnerText: true },
    );
  });
});
