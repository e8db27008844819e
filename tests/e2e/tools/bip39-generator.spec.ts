import { expect, test, type Page } from '../support/test';

const JAPANESE_ZERO = Array(11).fill('あいこくしん').concat('あおぞら').join('\u3000');

async function choose(page: Page, label: string, option: string) {
  await page
    .getByRole('article')
    .getByRole('button', { name: new RegExp(label) })
    .click();
  await page.getByRole('dialog').getByRole('option', { name: option, exact: true }).click();
}

test('binds entropy and mnemonic both ways, in several languages, and reports bad input', async ({ page }) => {
  await page.goto('/bip39-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'BIP39 passphrase generator' })).toBeVisible();
  const entropy = page.getByLabel('Entropy (seed)', { exact: true });
  const mnemonic = page.getByLabel('Passphrase (mnemonic)', { exact: true });

  // A fresh random 128-bit entropy and its 12 words.
  await expect(entropy).toHaveValue(/^[0-9a-f]{32}$/);
  await expect(mnemonic).toHaveValue(/^\S+( \S+){11}$/);
  await expect(page.getByText('BIP39 calls this the mnemonic; it is not the optional BIP39 passphrase.')).toBeVisible();

  // Official vectors, entropy → mnemonic.
  await entropy.fill('00000000000000000000000000000000');
  await expect(mnemonic).toHaveValue(`${'abandon '.repeat(11)}about`);
  // The language list is searchable.
  await page
    .getByRole('article')
    .getByRole('button', { name: /Language/ })
    .click();
  await page.getByRole('dialog').getByRole('searchbox').fill('japa');
  await expect(page.getByRole('dialog').getByRole('option')).toHaveCount(1);
  await page.getByRole('dialog').getByRole('option', { name: 'Japanese', exact: true }).click();
  // The wordlists are NFKD, as BIP39 requires.
  await expect.poll(async () => (await mnemonic.inputValue()).normalize('NFC')).toBe(JAPANESE_ZERO);
  await choose(page, 'Language', 'English');

  // Mnemonic → entropy (extra spaces and case of the hex do not matter).
  await mnemonic.fill('legal winner thank year wave sausage worth useful legal  winner thank yellow');
  await expect(entropy).toHaveValue('7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f');

  // An invalid mnemonic shows its message; the entropy keeps its last value.
  await mnemonic.fill('legal winner thank year wave sausage worth useful legal winner thank thank');
  await expect(page.getByText('Invalid mnemonic', { exact: true })).toBeVisible();
  await expect(entropy).toHaveValue('7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f');

  // Bad entropy: the mnemonic keeps its last value.
  await entropy.fill('not hex');
  await expect(page.getByText('Entropy should be an hexadecimal string', { exact: true })).toBeVisible();
  await entropy.fill('0000');
  await expect(page.getByText('Entropy length should be >= 16, <= 32 and be a multiple of 4', { exact: true })).toBeVisible();
  await entropy.fill('FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF');
  await expect(mnemonic).toHaveValue(`${'zoo '.repeat(11)}wrong`);
  await expect(page.getByText('Invalid mnemonic', { exact: true })).toBeHidden();

  // The length sets the size of the next Refresh (24 words: 256 bits); it keeps the entropy as is.
  await choose(page, 'Mnemonic length', '24 words');
  await expect(entropy).toHaveValue('FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF');
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(entropy).toHaveValue(/^[0-9a-f]{64}$/);
  await expect(mnemonic).toHaveValue(/^\S+( \S+){23}$/);

  // Each field has its own visible "Copy" button, with its own toast.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const entropyGroup = page.getByRole('group').filter({ has: entropy });
  const mnemonicGroup = page.getByRole('group').filter({ has: mnemonic });
  await entropyGroup.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Entropy copied to the clipboard', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await entropy.inputValue());
  await mnemonicGroup.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(page.getByText('Passphrase copied to the clipboard', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await mnemonic.inputValue());
  // An invalid field cannot be copied.
  await mnemonic.fill('abandon abandon');
  await expect(mnemonicGroup.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
  await expect(entropyGroup.getByRole('button', { name: 'Copy', exact: true })).toBeEnabled();
  await entropyGroup.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(mnemonic).toHaveValue(/^\S+( \S+){23}$/);

  // Options are kept, the secret is not (neither stored nor in the URL).
  await choose(page, 'Language', 'French');
  const secret = await entropy.inputValue();
  await expect(page).toHaveURL(/language=french&length=24/);
  expect(page.url()).not.toContain(secret);
  await page.reload();
  await expect(page.getByRole('article').getByRole('button', { name: /Language/ })).toContainText('French');
  await expect(entropy).toHaveValue(/^[0-9a-f]{64}$/);
  await expect(entropy).not.toHaveValue(secret);
});
