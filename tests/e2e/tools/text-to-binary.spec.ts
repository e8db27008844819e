import { expect, test } from '../support/test';

test.describe('text-to-binary', () => {
  test('encodes text to binary and back, and reports bits that are not whole octets', async ({ page }) => {
    await page.goto('/text-to-binary');
    await expect(page.getByRole('heading', { level: 1, name: 'Text to ASCII binary' })).toBeVisible();
    const encodeCard = page.getByRole('region', { name: 'Text to ASCII binary', exact: true });
    const decodeCard = page.getByRole('region', { name: 'ASCII binary to text', exact: true });
    const binaryOut = encodeCard.getByRole('textbox', { name: 'Binary from your text', exact: true });
    const textOut = decodeCard.getByRole('textbox', { name: 'Text from your binary', exact: true });
    const copyBinary = encodeCard.getByRole('button', { name: 'Copy binary to clipboard', exact: true });
    await expect(copyBinary).toBeDisabled();

    await encodeCard.getByRole('textbox', { name: 'Enter text to convert to binary', exact: true }).fill('Hi 😀');
    await expect(binaryOut).toHaveValue('01001000 01101001 00100000 11111011000000000');
    await expect(copyBinary).toBeEnabled();

    const binaryIn = decodeCard.getByRole('textbox', { name: 'Enter binary to convert to text', exact: true });
    await binaryIn.fill('01001000 01101001');
    await expect(textOut).toHaveValue('Hi');
    // Groups over 8 bits are one code point each.
    await binaryIn.fill('01001000 01101001 00100000 11111011000000000');
    await expect(textOut).toHaveValue('Hi 😀');

    await binaryIn.fill('0100100');
    await expect(decodeCard.getByText('Binary should be a valid ASCII binary string with multiples of 8 bits')).toBeVisible();
    await expect(binaryIn).toHaveAttribute('aria-invalid', 'true');
    await expect(textOut).toHaveValue('');
    await expect(decodeCard.getByRole('button', { name: 'Copy text to clipboard', exact: true })).toBeDisabled();

    // A lone surrogate is no code point: the message names the group.
    await binaryIn.fill('01000001 1101100000000000');
    await expect(decodeCard.getByText('Binary should be a valid ASCII binary string with multiples of 8 bits')).toBeVisible();
    await expect(
      decodeCard.getByText('“1101100000000000” is U+D800, a surrogate: not a valid code point on its own'),
    ).toBeVisible();
    await expect(textOut).toHaveValue('');

    // Unspaced bits longer than 8 are one code point, as the hint under the field says.
    await expect(binaryIn).toHaveAccessibleDescription(/If a group is longer than 8 bits, each group is one code point/);
    await binaryIn.fill('0100100001101001');
    await expect(textOut).toHaveValue('䡩');

    await binaryIn.fill('01000001');
    await expect(textOut).toHaveValue('A');
    await expect(binaryIn).not.toHaveAttribute('aria-invalid', 'true');

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Binary from your text', exact: true })).toHaveValue(
      '01001000 01101001 00100000 11111011000000000',
    );
    await expect(page.getByRole('textbox', { name: 'Text from your binary', exact: true })).toHaveValue('A');
  });
});
