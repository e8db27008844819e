import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { seededBytes } from '../../support/seeded-bytes';

const seededBuffer = (length: number, seed: number) => Buffer.from(seededBytes(length, seed).buffer);

/**
 * Without the save dialog (Firefox, Android), the Base64 file converter streams its output into a
 * download through the service worker (public/stream-download-sw.js). These tests let the service
 * worker take control, capture the browser's real download and compare it byte for byte.
 */

/** Opens the tool as a browser without the save dialog, once the service worker controls the page. */
async function openControlled(page: Page) {
  await page.addInitScript(() => {
    delete (window as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    delete (Window.prototype as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  await page.goto('/base64-file-converter');
  // The first visit installs the service worker, which then claims the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

/**
 * Stands between the page and the service worker on the data port of each streamed download: lets
 * the head and the first chunk through, then holds the rest (`window.heldMessages` counts them),
 * so a test can act while the download is certainly mid-way.
 */
async function holdAfterFirstChunk(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { heldMessages: number };
    w.heldMessages = 0;
    const post = ServiceWorker.prototype.postMessage as (message: unknown, transfer: Transferable[]) => void;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, message: unknown, transfer?: unknown) {
      const ports = Array.isArray(transfer) ? (transfer as MessagePort[]) : [];
      if ((message as { type?: string }).type !== 'stream-download' || ports.length !== 2) {
        return post.call(this, message, ports);
      }
      const [data, control] = ports as [MessagePort, MessagePort];
      const relay = new MessageChannel();
      let chunks = 0;
      data.onmessage = (event: MessageEvent<{ type: string; data?: ArrayBuffer }>) => {
        if (chunks >= 1) {
          w.heldMessages++;
          return;
        }
        if (event.data.type === 'chunk') chunks++;
        relay.port1.postMessage(event.data, event.data.data ? [event.data.data] : []);
      };
      relay.port1.onmessage = (event) => data.postMessage(event.data);
      return post.call(this, message, [relay.port2, control]);
    } as typeof ServiceWorker.prototype.postMessage;
  });
}

test.describe('base64-file-converter: download streamed through the service worker', () => {
  test('streams the Base64 of a 5 MB file into a real download, and the Base64 file back into bytes', async ({ page }, info) => {
    test.setTimeout(120_000);
    await openControlled(page);
    const original = seededBuffer(5_000_003, 0x2468ace);
    const expected = `data:application/octet-stream;base64,${original.toString('base64')}`;

    const card = page.getByRole('region', { name: 'File to base64', exact: true });
    await expect(
      card.getByText('Streams the result into your downloads as it is made, without holding it in memory'),
    ).toBeVisible();
    await card.locator('input[type="file"]').setInputFiles({ name: 'random.bin', mimeType: '', buffer: original });
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download base64 (streamed)', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('random.bin.base64.txt');
    const encodedPath = info.outputPath('encoded.txt');
    await download.saveAs(encodedPath);
    expect(await download.failure()).toBeNull();
    const encoded = readFileSync(encodedPath);
    expect(encoded.length).toBe(expected.length);
    expect(encoded.equals(Buffer.from(expected, 'latin1'))).toBe(true);
    await expect(card.getByRole('status').filter({ hasText: 'Downloaded “random.bin.base64.txt” (6.4 MiB)' })).toBeVisible();
    // Streamed straight to the download: no copy was built in memory meanwhile.
    await expect(card.getByRole('button', { name: 'Download base64', exact: true })).toBeDisabled();

    const decodeCard = page.getByRole('region', { name: 'Base64 to file', exact: true });
    await decodeCard.getByRole('textbox', { name: 'File Name', exact: true }).fill('restored');
    await decodeCard.getByRole('textbox', { name: 'Extension', exact: true }).fill('bin');
    await decodeCard
      .locator('input[type="file"]')
      .setInputFiles({ name: 'random.b64.txt', mimeType: 'text/plain', buffer: encoded });
    const restoring = page.waitForEvent('download');
    await decodeCard.getByRole('button', { name: 'Download decoded file (streamed)', exact: true }).click();
    const restoredDownload = await restoring;
    expect(restoredDownload.suggestedFilename()).toBe('restored.bin');
    const restoredPath = info.outputPath('restored.bin');
    await restoredDownload.saveAs(restoredPath);
    expect(await restoredDownload.failure()).toBeNull();
    expect(readFileSync(restoredPath).equals(original)).toBe(true);
    await expect(decodeCard.getByRole('status').filter({ hasText: 'Downloaded “restored.bin” (4.8 MiB)' })).toBeVisible();
  });

  test('Cancel mid-way fails the download (no complete file) and says so', async ({ page }, info) => {
    test.setTimeout(120_000);
    await holdAfterFirstChunk(page);
    await openControlled(page);
    // More than the first chunk plus the writer's window, so the writer is still at work when held.
    const bigPath = info.outputPath('big.txt');
    writeFileSync(bigPath, Buffer.alloc(60 * 1024 * 1024, 'Toolshed streams big outputs to disk. '));

    const card = page.getByRole('region', { name: 'File to base64', exact: true });
    await card.locator('input[type="file"]').setInputFiles(bigPath);
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download base64 (streamed)', exact: true }).click();
    const download = await downloading;
    await expect(card.getByRole('status').filter({ hasText: 'Downloading “big.txt.base64.txt”…' })).toBeVisible();
    await page.waitForFunction(() => (window as unknown as { heldMessages: number }).heldMessages > 0);
    await card.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(
      card
        .getByRole('status')
        .filter({ hasText: 'Cancelled: the download was stopped and marked as failed, no complete file was saved' }),
    ).toBeVisible();
    // The browser ends the download as failed: no complete file is announced.
    expect(await download.failure()).not.toBeNull();
    await expect(card.getByText(/^Downloaded/)).toHaveCount(0);
  });

  test('a download cancelled in the browser stops the run and says so', async ({ page }, info) => {
    test.setTimeout(120_000);
    await holdAfterFirstChunk(page);
    await openControlled(page);
    const original = seededBuffer(3_000_000, 0x13579b);
    const textPath = info.outputPath('many.b64.txt');
    writeFileSync(textPath, original.toString('base64').repeat(20));

    const decodeCard = page.getByRole('region', { name: 'Base64 to file', exact: true });
    await decodeCard.locator('input[type="file"]').setInputFiles(textPath);
    const downloading = page.waitForEvent('download');
    await decodeCard.getByRole('button', { name: 'Download decoded file (streamed)', exact: true }).click();
    const download = await downloading;
    await page.waitForFunction(() => (window as unknown as { heldMessages: number }).heldMessages > 0);
    await download.cancel();
    await expect(
      decodeCard
        .getByRole('status')
        .filter({ hasText: 'Cancelled: the download was stopped and marked as failed, no complete file was saved' }),
    ).toBeVisible();
    expect(await download.failure()).not.toBeNull();
  });
});
