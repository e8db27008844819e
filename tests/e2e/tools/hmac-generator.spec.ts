import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';

/**
 * Picks an option as a keyboard user does: open the list, type the option's name (type-ahead), Enter.
 * Clicking a far option made Playwright scroll the page to reach it, which can close the popover
 * (react-aria closes it when the page scrolls) so that the click selected nothing.
 */
async function choose(page: Page, select: string, option: string) {
  const trigger = page.getByRole('button', { name: new RegExp(select) });
  await trigger.click();
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await page.keyboard.type(option);
  await expect(listbox.getByRole('option', { name: option, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveText(new RegExp(option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

test.describe('hmac-generator', () => {
  test('computes text HMACs live (RFC 4231 case 2), compares, and reports bad keys', async ({ page }) => {
    await page.goto('/hmac-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'HMAC generator' })).toBeVisible();
    const output = page.getByRole('textbox', { name: 'HMAC of your text', exact: true });
    // Empty text with an empty key still gives the HMAC of the empty message.
    await expect(output).toHaveValue('b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad');

    await page.getByRole('textbox', { name: 'Plain text to compute the hash', exact: true }).fill('what do ya want for nothing?');
    const key = page.getByRole('textbox', { name: 'Secret key', exact: true });
    await expect(key).toHaveAttribute('type', 'password');
    await key.fill('Jefe');
    await expect(output).toHaveValue('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
    await choose(page, 'Hashing function', 'SHA512');
    await expect(output).toHaveValue(/^164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea250554/);
    await choose(page, 'Hashing function', 'MD5');
    await expect(output).toHaveValue('750c783e6ab0b503eaa86e310a5db738');
    await expect(page.getByRole('button', { name: 'Copy HMAC', exact: true })).toBeEnabled();

    const expected = page.getByRole('textbox', { name: 'Expected HMAC', exact: true });
    await expected.fill('750C783E6AB0B503EAA86E310A5DB738');
    await expect(page.getByText('The HMAC matches', { exact: true })).toBeVisible();
    await choose(page, 'Output encoding', 'Base64');
    await expect(output).toHaveValue('dQx4PmqwtQPqqG4xCl23OA==');
    await expect(page.getByText('The HMAC matches', { exact: true })).toBeVisible();
    await expected.fill('dQx4PmqwtQPqqG4xCl23OB==');
    await expect(page.getByText('The HMAC does not match', { exact: true })).toBeVisible();

    // A hex key: RFC 2202 case 1 ("Hi There" with 16 bytes of 0x0b).
    await choose(page, 'Key encoding', 'Hexadecimal');
    await expect(page.getByText('Invalid hexadecimal key', { exact: true })).toBeVisible();
    await expect(output).toHaveValue('');
    await key.fill('0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b');
    await page.getByRole('textbox', { name: 'Plain text to compute the hash', exact: true }).fill('Hi There');
    await expect(output).toHaveValue('kpRyejY4uxwT9I74FYv8nQ==');

    // Options persist; the text and the key do not (sensitive tool).
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Secret key', exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: /Hashing function/ })).toHaveText(/MD5/);
    await expect(page.getByRole('button', { name: /Key encoding/ })).toHaveText(/Hexadecimal/);
  });

  test('streams the HMAC of a file', async ({ page }) => {
    const dir = mkdtempSync(join(tmpdir(), 'toolshed-hmac-'));
    try {
      const data = Buffer.alloc(20 * 1024 * 1024 + 5);
      for (let i = 0; i < data.length; i++) data[i] = (i * 2654435761) >>> 24;
      const path = join(dir, 'data.bin');
      writeFileSync(path, data);
      await page.goto('/hmac-generator');
      await page.getByRole('radiogroup', { name: 'Input type' }).getByRole('radio', { name: 'File', exact: true }).click();
      await page.getByRole('textbox', { name: 'Secret key', exact: true }).fill('file key');
      await page.locator('input[type="file"]').setInputFiles(path);
      const output = page.getByRole('textbox', { name: 'HMAC of your file', exact: true });
      await expect(output).toHaveValue(createHmac('sha256', 'file key').update(data).digest('hex'));
      await choose(page, 'Hashing function', 'SHA3-512');
      await expect(output).toHaveValue(createHmac('sha3-512', 'file key').update(data).digest('hex'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
