import { expect, test } from '../support/test';

test.describe('integer base converter', () => {
  test('converts any size between bases, names an invalid digit and keeps its inputs', async ({ page }) => {
    await page.goto('/base-converter');
    const output = (name: string) => page.getByRole('textbox', { name, exact: true });
    const input = output('Input number');
    await expect(output('Binary (2)')).toHaveValue('101010');
    await expect(output('Hexadecimal (16)')).toHaveValue('2a');
    await expect(output('Custom')).toHaveValue('10');

    await input.fill('-18446744073709551616');
    await expect(output('Hexadecimal (16)')).toHaveValue('-10000000000000000');
    await expect(output('Base64 (64)')).toHaveValue('-g0000000000');
    await expect(page.getByText('Positional base 64 (digits 0–9 a–z A–Z + /), not RFC 4648 Base64.')).toBeVisible();

    const inputBase = page.getByRole('textbox', { name: 'Input base', exact: true });
    await inputBase.fill('16');
    await inputBase.blur();
    await input.fill('FF');
    await expect(output('Decimal (10)')).toHaveValue('255');
    await expect(page).toHaveURL(/inputBase=16/);

    const customBase = page.getByRole('textbox', { name: 'Custom base', exact: true });
    await customBase.fill('36');
    await customBase.blur();
    await expect(output('Custom')).toHaveValue('73');

    await input.fill('FG');
    await expect(page.getByText('Invalid digit "G" for base 16.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    for (const name of ['Binary (2)', 'Octal (8)', 'Decimal (10)', 'Hexadecimal (16)', 'Base64 (64)', 'Custom'])
      await expect(output(name)).toHaveValue('');

    await customBase.fill('65');
    await customBase.blur();
    await expect(page.getByText('Base must be an integer between 2 and 64')).toBeVisible();

    await input.fill('ff');
    await expect(output('Octal (8)')).toHaveValue('377');
    await page.reload();
    await expect(input).toHaveValue('ff');
    await expect(output('Binary (2)')).toHaveValue('11111111');
  });
});
