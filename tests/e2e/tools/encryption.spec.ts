import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '../support/test';

const samples = JSON.parse(readFileSync(new URL('../../fixtures/encryption/openssl-samples.json', import.meta.url), 'utf8')) as {
  passphrase: string;
  plaintext: string;
  samples: { algorithm: string; ciphertext: string }[];
};

async function chooseAlgorithm(page: Page, card: Locator, algorithm: string) {
  await card.getByRole('button', { name: /Encryption algorithm/ }).click();
  await page.getByRole('option', { name: algorithm, exact: true }).click();
}

test('encrypts, decrypts (also an OpenSSL CLI sample) and reports a wrong key', async ({ page }) => {
  await page.goto('/encryption');
  await expect(page.getByRole('heading', { level: 1, name: 'Encrypt / decrypt text' })).toBeVisible();
  const encryptCard = page.getByRole('region', { name: 'Encrypt', exact: true });
  const decryptCard = page.getByRole('region', { name: 'Decrypt', exact: true });
  const decrypted = decryptCard.getByLabel('Your decrypted text', { exact: true });

  // Defaults: the sample ciphertext decrypts, and the default text encrypts to the OpenSSL format.
  await expect(decrypted).toHaveValue('Lorem ipsum dolor sit amet');
  await expect(encryptCard.getByLabel('Your text encrypted', { exact: true })).toHaveValue(/^U2FsdGVkX1/);
  await expect(page.getByText('Legacy format kept for compatibility: it has no integrity protection.')).toBeVisible();

  // TripleDES round trip through the page.
  await chooseAlgorithm(page, encryptCard, 'TripleDES');
  await encryptCard.getByLabel('Your text', { exact: true }).fill('Bonjour, le monde ✓');
  await encryptCard.getByLabel('Your secret key', { exact: true }).fill('s3cret');
  const encrypted = encryptCard.getByLabel('Your text encrypted', { exact: true });
  await expect(encrypted).toHaveValue(/^U2FsdGVkX1/);
  const ciphertext = await encrypted.inputValue();
  await chooseAlgorithm(page, decryptCard, 'TripleDES');
  await decryptCard.getByLabel('Your encrypted text', { exact: true }).fill(ciphertext);
  await decryptCard.getByLabel('Your secret key', { exact: true }).fill('s3cret');
  await expect(decrypted).toHaveValue('Bonjour, le monde ✓');

  // A wrong key replaces the output with the error alert.
  await decryptCard.getByLabel('Your secret key', { exact: true }).fill('wrong');
  await expect(decryptCard.getByRole('alert')).toContainText('Error while decrypting');
  await expect(decryptCard.getByRole('alert')).toContainText(
    'Decryption error: the secret key, the algorithm or the encrypted text is wrong.',
  );
  await expect(decrypted).toHaveCount(0);

  // An AES ciphertext made by the openssl CLI.
  const aes = samples.samples.find((s) => s.algorithm === 'AES')!;
  await chooseAlgorithm(page, decryptCard, 'AES');
  await decryptCard.getByLabel('Your encrypted text', { exact: true }).fill(aes.ciphertext);
  await decryptCard.getByLabel('Your secret key', { exact: true }).fill(samples.passphrase);
  await expect(decrypted).toHaveValue(samples.plaintext);

  // Only the algorithms are kept: never the texts or keys, in storage or in the URL.
  await expect(page).toHaveURL(/encryptAlgorithm=TripleDES&decryptAlgorithm=AES/);
  expect(page.url()).not.toContain('s3cret');
  await page.reload();
  await expect(encryptCard.getByRole('button', { name: /Encryption algorithm/ })).toContainText('TripleDES');
  await expect(encryptCard.getByLabel('Your text', { exact: true })).toHaveValue('Lorem ipsum dolor sit amet');
  await expect(decryptCard.getByLabel('Your secret key', { exact: true })).toHaveValue('my secret key');
});

test('the legacy /cypher path redirects here', async ({ page }) => {
  await page.goto('/cypher');
  await expect(page).toHaveURL(/\/encryption/);
  await expect(page.getByRole('heading', { level: 1, name: 'Encrypt / decrypt text' })).toBeVisible();
});

test('"Open file" loads a text file into "Your text"', async ({ page }) => {
  await page.goto('/encryption');
  const encryptCard = page.getByRole('region', { name: 'Encrypt', exact: true });
  const chooser = page.waitForEvent('filechooser');
  await encryptCard.getByRole('button', { name: 'Open file', exact: true }).click();
  await (await chooser).setFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('From a file ✓') });
  await expect(encryptCard.getByLabel('Your text', { exact: true })).toHaveValue('From a file ✓');
});
