import { expect, test } from '../support/test';

test.describe('base64-string-converter', () => {
  test('encodes and decodes UTF-8 live, URL-safe both ways, and reports bad Base64', async ({ page }) => {
    await page.goto('/base64-string-converter');
    await expect(page.getByRole('heading', { level: 1, name: 'Base64 string encoder/decoder' })).toBeVisible();
    const encodeCard = page.getByRole('region', { name: 'String to base64', exact: true });
    const decodeCard = page.getByRole('region', { name: 'Base64 to string', exact: true });
    const base64Of = encodeCard.getByRole('textbox', { name: 'Base64 of string', exact: true });
    const decoded = decodeCard.getByRole('textbox', { name: 'Decoded string', exact: true });

    await encodeCard.getByRole('textbox', { name: 'String to encode', exact: true }).fill('héllo wörld ??>');
    await expect(base64Of).toHaveValue('aMOpbGxvIHfDtnJsZCA/Pz4=');
    await encodeCard.getByText('Encode URL safe', { exact: true }).click();
    await expect(base64Of).toHaveValue('aMOpbGxvIHfDtnJsZCA_Pz4');
    await expect(encodeCard.getByRole('button', { name: 'Copy base64', exact: true })).toBeEnabled();

    const input = decodeCard.getByRole('textbox', { name: 'Base64 string to decode', exact: true });
    await input.fill('  data:text/plain;base64,8J+MjSDkvaDlpb0=\n');
    await expect(decoded).toHaveValue('🌍 你好');
    // Standard mode needs the + / alphabet and its padding.
    await input.fill('8J-MjSDkvaDlpb0');
    // The message, with its detail on a second line.
    await expect(decodeCard.getByText(/^Invalid base64 string/)).toBeVisible();
    await expect(decodeCard.getByText('Problem at character 3')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(decoded).toHaveValue('');
    await expect(decodeCard.getByRole('button', { name: 'Copy decoded string', exact: true })).toBeDisabled();
    await decodeCard.getByText('Decode URL safe', { exact: true }).click();
    await expect(decoded).toHaveValue('🌍 你好');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');

    // Bytes that are not UTF-8 show U+FFFD and a notice.
    await input.fill('aGn/');
    await expect(decoded).toHaveValue('hi\uFFFD');
    await expect(
      decodeCard.getByText('The decoded data is not valid UTF-8 text. Use the Base64 file converter for binary data.'),
    ).toBeVisible();

    // Switches and inputs survive a reload.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Base64 of string', exact: true })).toHaveValue('aMOpbGxvIHfDtnJsZCA_Pz4');
    await expect(page.getByRole('textbox', { name: 'Decoded string', exact: true })).toHaveValue('hi\uFFFD');
  });

  test('converts long texts (over 64 Ki characters) in the worker and shows only a preview', async ({ page }) => {
    await page.goto('/base64-string-converter');
    const encodeCard = page.getByRole('region', { name: 'String to base64', exact: true });
    await encodeCard.getByRole('textbox', { name: 'String to encode', exact: true }).fill('abc'.repeat(400_000));
    const output = encodeCard.getByRole('textbox', { name: 'Base64 of string', exact: true });
    await expect(output).toHaveValue(/^(YWJj){2500}$/);
    await expect(encodeCard.getByText('… (1600000 characters in total)')).toBeVisible();
  });
});
