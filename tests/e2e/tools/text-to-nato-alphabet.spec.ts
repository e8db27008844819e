import { expect, test } from '../support/test';

test.describe('text-to-nato-alphabet', () => {
  test('spells text live, copies it, and shows no output for an empty input', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/text-to-nato-alphabet');
    await expect(page.getByRole('heading', { level: 1, name: 'Text to NATO alphabet' })).toBeVisible();
    const input = page.getByRole('textbox', { name: 'Your text to convert to NATO phonetic alphabet', exact: true });
    const output = page.getByRole('textbox', { name: 'Your text in NATO phonetic alphabet', exact: true });
    await expect(output).toHaveCount(0);

    await input.fill('SOS 1');
    await expect(output).toHaveValue('Sierra Oscar Sierra   1');
    // Other characters, emoji included, are kept whole.
    await input.fill('Hi😀é');
    await expect(output).toHaveValue('Hotel India 😀 é');

    await page.getByRole('button', { name: 'Copy NATO string', exact: true }).click();
    await expect(page.getByRole('status').getByText('NATO alphabet string copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Hotel India 😀 é');

    await page.reload();
    await expect(output).toHaveValue('Hotel India 😀 é');
    await page.getByRole('button', { name: 'Clear Your text to convert to NATO phonetic alphabet', exact: true }).click();
    await expect(input).toHaveValue('');
    await expect(output).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy NATO string' })).toHaveCount(0);
  });
});
