import { expect, test } from '../support/test';

test.describe('roman numeral converter', () => {
  test('converts both ways, refuses bad input and keeps the inputs', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/roman-numeral-converter');
    const toRoman = page.getByRole('region', { name: 'Arabic to roman' });
    const toArabic = page.getByRole('region', { name: 'Roman to arabic' });
    const arabicNumber = toRoman.getByRole('textbox', { name: 'Arabic number', exact: true });
    const romanResult = toRoman.getByRole('textbox', { name: 'Roman result', exact: true });
    const romanNumeral = toArabic.getByRole('textbox', { name: 'Roman numeral', exact: true });
    const arabicResult = toArabic.getByRole('textbox', { name: 'Arabic result', exact: true });

    await expect(romanResult).toHaveValue('XLII');
    await expect(arabicResult).toHaveValue('42');

    await arabicNumber.fill('1994');
    await expect(romanResult).toHaveValue('MCMXCIV');
    await toRoman.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('status').getByText('Roman number copied to the clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('MCMXCIV');

    await arabicNumber.fill('4000');
    await expect(toRoman.getByText('We can only convert numbers between 1 and 3,999')).toBeVisible();
    await expect(arabicNumber).toHaveAttribute('aria-invalid', 'true');
    await expect(romanResult).toHaveValue('');
    await expect(toRoman.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();

    await romanNumeral.fill(' mmxxiv ');
    await expect(arabicResult).toHaveValue('2024');
    await romanNumeral.fill('IIII');
    await expect(toArabic.getByText('The input you entered is not a valid roman number')).toBeVisible();
    await expect(arabicResult).toHaveValue('');

    await romanNumeral.fill('CDXLIV');
    await expect(arabicResult).toHaveValue('444');
    await page.reload();
    await expect(romanNumeral).toHaveValue('CDXLIV');
    await expect(arabicNumber).toHaveValue('4000');
  });
});
