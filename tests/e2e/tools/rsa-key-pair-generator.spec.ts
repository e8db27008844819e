import { expect, test, type Page } from '../support/test';

async function chooseFormat(page: Page, format: string) {
  await page
    .getByRole('article')
    .getByRole('button', { name: /Private key format/ })
    .click();
  await page.getByRole('dialog').getByRole('option', { name: format, exact: true }).click();
}

test('generates a pair, re-encodes it, refreshes it and reports bad sizes', async ({ page }) => {
  await page.goto('/rsa-key-pair-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'RSA key pair generator' })).toBeVisible();
  const publicKey = page.getByLabel('Public key', { exact: true });
  const openssh = page.getByLabel('Public key (OpenSSH)', { exact: true });
  const privateKey = page.getByLabel('Private key', { exact: true });
  const bits = page.getByRole('textbox', { name: 'Bits', exact: true });

  await expect(publicKey).toHaveValue(
    /^-----BEGIN PUBLIC KEY-----\n([A-Za-z0-9+/]{64}\n)+[A-Za-z0-9+/=]+\n-----END PUBLIC KEY-----$/,
    {
      timeout: 30_000,
    },
  );
  await expect(openssh).toHaveValue(/^ssh-rsa AAAAB3NzaC1yc2EAAAADAQAB[A-Za-z0-9+/]+=*$/);
  await expect(privateKey).toHaveValue(/^-----BEGIN PRIVATE KEY-----\n[\s\S]+\n-----END PRIVATE KEY-----$/);

  // A format change re-encodes the same key.
  const first = await publicKey.inputValue();
  await chooseFormat(page, 'PKCS#1');
  await expect(privateKey).toHaveValue(/^-----BEGIN RSA PRIVATE KEY-----\n[\s\S]+\n-----END RSA PRIVATE KEY-----$/);
  await expect(publicKey).toHaveValue(first);

  // Refresh makes a new pair.
  await page.getByRole('button', { name: 'Refresh key-pair', exact: true }).click();
  await expect(publicKey).not.toHaveValue(first);
  await expect(publicKey).toHaveValue(/^-----BEGIN PUBLIC KEY-----/, { timeout: 30_000 });

  // Out of range: the value is kept, with the message and no key.
  await bits.fill('128');
  await bits.blur();
  await expect(bits).toHaveValue('128');
  await expect(page.getByText('Bits should be 256 <= bits <= 16384 and be a multiple of 8', { exact: true })).toBeVisible();
  await expect(publicKey).toHaveValue('');
  await expect(privateKey).toHaveValue('');

  // A typed size off the step of 8 is kept and reported, not rounded.
  await bits.fill('1004');
  await bits.blur();
  await expect(bits).toHaveValue('1004');
  await expect(page.getByText('Bits should be 256 <= bits <= 16384 and be a multiple of 8', { exact: true })).toBeVisible();
  await expect(publicKey).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Refresh key-pair', exact: true })).toBeDisabled();

  // Chromium's WebCrypto refuses RSA keys under 512 bits.
  await bits.fill('256');
  await bits.blur();
  await expect(page.getByText('This browser cannot generate a key of this size', { exact: true })).toBeVisible();
  await expect(publicKey).toHaveValue('');

  // Short keys warn.
  await bits.fill('512');
  await bits.blur();
  await expect(page.getByText('Keys shorter than 2048 bits are not secure', { exact: true })).toBeVisible();
  await expect(openssh).toHaveValue(/^ssh-rsa /, { timeout: 30_000 });
  // The +/- buttons step by 8.
  await page.getByRole('button', { name: 'Increase Bits', exact: true }).click();
  await expect(bits).toHaveValue('520');
  await page.getByRole('button', { name: 'Decrease Bits', exact: true }).click();
  await expect(bits).toHaveValue('512');

  // The page stays responsive while a 4096-bit key is generated in the worker.
  await bits.fill('4096');
  await bits.blur();
  await expect(page.getByText('Keys shorter than 2048 bits are not secure', { exact: true })).toBeHidden();
  const started = Date.now();
  await chooseFormat(page, 'PKCS#8');
  expect(Date.now() - started).toBeLessThan(5_000);
  await expect(privateKey).toHaveValue(/^-----BEGIN PRIVATE KEY-----/, { timeout: 60_000 });
  expect((await publicKey.inputValue()).length).toBeGreaterThan(700);

  // A size that is not a multiple of 8 (from a link) is reported too.
  await page.goto('/rsa-key-pair-generator?bits=1004');
  await expect(page.getByRole('textbox', { name: 'Bits', exact: true })).toHaveValue('1004');
  await expect(page.getByText('Bits should be 256 <= bits <= 16384 and be a multiple of 8', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Public key', { exact: true })).toHaveValue('');
  await page.goto('/rsa-key-pair-generator?bits=4096');

  // Options are kept, keys are not.
  await expect(page).toHaveURL(/bits=4096&format=pkcs8/);
  await expect(privateKey).toHaveValue(/^-----BEGIN PRIVATE KEY-----/, { timeout: 60_000 });
  const key = await privateKey.inputValue();
  expect(page.url()).not.toContain('PRIVATE');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Bits', exact: true })).toHaveValue('4096');
  await expect(page.getByLabel('Private key', { exact: true })).toHaveValue(/^-----BEGIN PRIVATE KEY-----/, { timeout: 60_000 });
  await expect(page.getByLabel('Private key', { exact: true })).not.toHaveValue(key);
});
