import { expect, test } from '../support/test';

test.describe('html-entities', () => {
  test('escapes the five characters, decodes every reference and keeps its inputs', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/html-entities');
    await expect(page.getByRole('heading', { level: 1, name: 'Escape HTML entities' })).toBeVisible();
    const escapeCard = page.getByRole('region', { name: 'Escape html entities', exact: true });
    const unescapeCard = page.getByRole('region', { name: 'Unescape html entities', exact: true });
    const escapedOut = escapeCard.getByRole('textbox', { name: 'Your string escaped', exact: true });
    const unescapedOut = unescapeCard.getByRole('textbox', { name: 'Your string unescaped', exact: true });
    await expect(escapedOut).toHaveValue('&lt;title&gt;Toolshed&lt;/title&gt;');
    await expect(unescapedOut).toHaveValue('<title>Toolshed</title>');

    await escapeCard.getByRole('textbox', { name: 'Your string', exact: true }).fill(`<a title="Tom's">é 😀</a>`);
    await expect(escapedOut).toHaveValue('&lt;a title=&quot;Tom&#39;s&quot;&gt;é 😀&lt;/a&gt;');
    await escapeCard.getByRole('button', { name: 'Copy', exact: true }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('&lt;a title=&quot;Tom&#39;s&quot;&gt;é 😀&lt;/a&gt;');

    const escapedIn = unescapeCard.getByRole('textbox', { name: 'Your escaped string', exact: true });
    // Named, legacy (no ';'), numeric and invalid references, and text that is no reference at all.
    await escapedIn.fill('&copy; &amp &#x1F600; &#0; &nope; & done');
    await expect(unescapedOut).toHaveValue('© & 😀 \uFFFD &nope; & done');
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your string escaped', exact: true })).toHaveValue(
      '&lt;a title=&quot;Tom&#39;s&quot;&gt;é 😀&lt;/a&gt;',
    );
    await expect(page.getByRole('textbox', { name: 'Your string unescaped', exact: true })).toHaveValue(
      '© & 😀 \uFFFD &nope; & done',
    );
  });
});
