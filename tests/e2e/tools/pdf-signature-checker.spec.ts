import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/test';

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/pdf/${name}`, import.meta.url));

async function choosePdf(page: Page, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Browse files', exact: true }).click();
  await (await chooser).setFiles(fixture(name));
}

test('checks signatures, chains and integrity, and reports unsigned or broken files', async ({ page }) => {
  await page.goto('/pdf-signature-checker');
  await expect(page.getByRole('heading', { level: 1, name: 'PDF signature checker' })).toBeVisible();
  await expect(page.getByText('Drag and drop a PDF file here, or click to select a file')).toBeVisible();

  // One signature (openssl cms, RSA), covering the whole file.
  await choosePdf(page, 'signed.pdf');
  await expect(page.getByRole('group', { name: 'Selected file' })).toContainText('signed.pdf');
  await expect(page.getByRole('group', { name: 'Selected file' })).toContainText('16.9 KiB');
  const first = page.getByRole('region', { name: 'Signature 1', exact: true });
  const row = (label: string) => first.getByLabel(label, { exact: true });
  await expect(row('Integrity')).toHaveText('The document has not been modified since it was signed');
  await expect(row('Signature')).toHaveText('Valid');
  await expect(row('Signed by')).toHaveText('Alice Example');
  await expect(row('Signing time')).not.toHaveText('N/A');
  await expect(row('Certificate at signing time')).toHaveText('Valid');
  await expect(row('Covers the whole document')).toHaveText('Yes');
  await expect(
    page.getByText('Trust is not checked: this tool does not know which certificate authorities you trust.'),
  ).toBeVisible();

  // The certificate chain: signer, then the root.
  const certificates = page.getByRole('region', { name: 'Signature 1 certificates', exact: true });
  await expect(certificates.getByRole('columnheader')).toHaveText([
    'Validity period',
    'Issued by',
    'Issued to',
    'PEM certificate',
  ]);
  const rows = certificates.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1).getByRole('cell').nth(2)).toContainText('Common name: Alice Example');
  await expect(rows.nth(1).getByRole('cell').nth(2)).toContainText('Organizational unit name: Signatures');
  await expect(rows.nth(1).getByRole('cell').nth(1)).toContainText('Common name: Toolshed Test Root CA');
  await expect(rows.nth(2).getByRole('cell').nth(2)).toContainText('Common name: Toolshed Test Root CA');
  await expect(rows.nth(1).getByRole('cell').nth(0)).toContainText('Not before:');
  await rows.nth(1).getByRole('button', { name: 'View PEM cert', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('-----BEGIN CERTIFICATE-----');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Signed twice: the first signature no longer covers the whole file.
  await choosePdf(page, 'signed-twice.pdf');
  await expect(
    page.getByRole('region', { name: 'Signature 2', exact: true }).getByLabel('Signed by', { exact: true }),
  ).toHaveText('Bob Example');
  await expect(row('Covers the whole document')).toHaveText('No');
  await expect(
    page.getByRole('region', { name: 'Signature 2', exact: true }).getByLabel('Signature', { exact: true }),
  ).toHaveText('Valid');

  // A byte changed after signing.
  await choosePdf(page, 'tampered.pdf');
  await expect(row('Integrity')).toHaveText('The document was modified after signing');

  // No signature, and a broken file: messages, and the file card stays.
  await choosePdf(page, 'unsigned.pdf');
  await expect(page.getByText('No signatures found in the provided file.', { exact: true })).toBeVisible();
  await expect(first).toHaveCount(0);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Browse files', exact: true }).click();
  await (await chooser).setFiles({ name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('this is not a pdf') });
  await expect(page.getByText('This file is not a readable PDF.', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Selected file' })).toContainText('broken.pdf');
});

test('checks files written with object streams and cross-reference streams, and adbe.x509.rsa_sha1 signatures', async ({
  page,
}) => {
  await page.goto('/pdf-signature-checker');
  const first = page.getByRole('region', { name: 'Signature 1', exact: true });
  const row = (label: string) => first.getByLabel(label, { exact: true });

  await choosePdf(page, 'signed-objstm.pdf');
  await expect(page.getByRole('group', { name: 'Selected file' })).toContainText('signed-objstm.pdf');
  await expect(row('Integrity')).toHaveText('The document has not been modified since it was signed');
  await expect(row('Signature')).toHaveText('Valid');
  await expect(row('Signed by')).toHaveText('Dana Example');
  await expect(row('Covers the whole document')).toHaveText('Yes');

  await choosePdf(page, 'signed-rsa-sha1.pdf');
  await expect(page.getByRole('group', { name: 'Selected file' })).toContainText('signed-rsa-sha1.pdf');
  await expect(row('Integrity')).toHaveText('The document has not been modified since it was signed');
  await expect(row('Signature')).toHaveText('Valid');
  await expect(row('Signed by')).toHaveText('Dana Example');
  await expect(page.getByRole('region', { name: 'Signature 1 certificates', exact: true }).getByRole('row')).toHaveCount(2);
});
