import { expect, test } from '../support/test';

test.describe('text-to-unicode', () => {
  test('turns text into numeric references and back', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/text-to-unicode');
    await expect(page.getByRole('heading', { level: 1, name: 'Text to Unicode' })).toBeVisible();
    const encodeCard = page.getByRole('region', { name: 'Text to Unicode', exact: true });
    const decodeCard = page.getByRole('region', { name: 'Unicode to Text', exact: true });
    const unicodeOut = encodeCard.getByRole('textbox', { name: 'Unicode from your text', exact: true });
    const textOut = decodeCard.getByRole('textbox', { name: 'Text from your Unicode', exact: true });

    const textIn = encodeCard.getByRole('textbox', { name: 'Enter text to convert to unicode', exact: true });
    await textIn.fill('Hi 😀');
    await expect(unicodeOut).toHaveValue('&#72;&#105;&#32;&#128512;');
    await encodeCard.getByRole('button', { name: 'Copy unicode to clipboard', exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('&#72;&#105;&#32;&#128512;');
    // Whitespace only gives nothing.
    await textIn.fill('   ');
    await expect(unicodeOut).toHaveValue('');

    const unicodeIn = decodeCard.getByRole('textbox', { name: 'Enter unicode to convert to text', exact: true });
    // Hex and decimal references, a surrogate pair, and text that is not a reference.
    await unicodeIn.fill('&#x48;&#105; &#xD83D;&#xDE00; &amp; &#1114112;');
    await expect(textOut).toHaveValue('Hi 😀 &amp; &#1114112;');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Text from your Unicode', exact: true })).toHaveValue(
      'Hi 😀 &amp; &#1114112;',
    );
  });
});
