// Base64 of the file through /base64-file-converter: encode, then decode, each download checked.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { round } from './common.mjs';
import { headOf, sha256OfFile } from './files.mjs';
import { memorySampler } from './memory.mjs';
import { filledAt, longestTask, textAt } from './probe.mjs';

export async function base64Runs(page, ctx) {
  await page.goto(`${ctx.baseURL}/base64-file-converter`);
  const encodeCard = page.getByRole('region', { name: 'File to base64', exact: true });
  let memory = memorySampler();
  await encodeCard.locator('input[type="file"]').setInputFiles(ctx.dataPath);
  let end = await textAt(page, 'characters in total');
  let growth = memory.stop();
  let start = await page.evaluate(() => window.__hb.changeAt);
  const encodeSeconds = (end - start) / 1000;
  const encode = {
    seconds: round(encodeSeconds, 3),
    mbPerSecond: round(ctx.sizeBytes / 1e6 / encodeSeconds, 1),
    longestTaskMs: round(await longestTask(page, start, end), 1),
    ...growth,
  };
  let t = Date.now();
  const downloading = page.waitForEvent('download');
  await encodeCard.getByRole('button', { name: 'Download base64', exact: true }).click();
  const encodedPath = join(ctx.tmp, 'encoded.txt');
  await (await downloading).saveAs(encodedPath);
  encode.downloadSaveSeconds = round((Date.now() - t) / 1000, 2);
  const prefixLength = headOf(encodedPath, 128).indexOf(',') + 1;
  encode.correct = (await sha256OfFile(encodedPath, prefixLength)) === ctx.base64Sha256;
  rmSync(encodedPath, { force: true });

  await page.goto(`${ctx.baseURL}/base64-file-converter`);
  const decodeCard = page.getByRole('region', { name: 'Base64 to file', exact: true });
  memory = memorySampler();
  await decodeCard.locator('input[type="file"]').setInputFiles(ctx.base64Path);
  end = await filledAt(page, ['Detected type']);
  growth = memory.stop();
  start = await page.evaluate(() => window.__hb.changeAt);
  const decodeSeconds = (end - start) / 1000;
  const decode = {
    seconds: round(decodeSeconds, 3),
    mbPerSecond: round(ctx.sizeBytes / 1e6 / decodeSeconds, 1),
    longestTaskMs: round(await longestTask(page, start, end), 1),
    ...growth,
  };
  t = Date.now();
  const restoring = page.waitForEvent('download');
  await decodeCard.getByRole('button', { name: 'Download file', exact: true }).click();
  const restoredPath = join(ctx.tmp, 'restored.bin');
  await (await restoring).saveAs(restoredPath);
  decode.downloadSaveSeconds = round((Date.now() - t) / 1000, 2);
  decode.correct = (await sha256OfFile(restoredPath)) === ctx.digests.sha256;
  rmSync(restoredPath, { force: true });
  return { encode, decode };
}
