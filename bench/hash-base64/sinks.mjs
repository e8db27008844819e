// Base64 of the file through the streamed sinks of /base64-file-converter, each beside the Blob
// path (base64.mjs): "Save … to file…" into a picked file (the picker answers with a file of the
// origin-private file system, as the e2e does), and the download streamed through the service
// worker. Plus the browser's one-shot Uint8Array toBase64 / fromBase64 on the same machine.
import { round } from './common.mjs';
import { headOf, sha256OfFile } from './files.mjs';
import { memorySampler } from './memory.mjs';
import { installProbe, longestTask, textAt } from './probe.mjs';

const rate = (bytes, seconds) => round(bytes / 1e6 / seconds, 1);

/** showSaveFilePicker answering at once with an origin-private file (the real writable-stream code runs). */
function stubSavePicker() {
  window.pickedNames = [];
  window.showSaveFilePicker = async (options) => {
    const name = options?.suggestedName ?? 'unnamed';
    window.pickedNames.push(name);
    const root = await navigator.storage.getDirectory();
    return root.getFileHandle(name, { create: true });
  };
}

const lastPicked = (page) => page.evaluate(() => window.pickedNames.at(-1));

/**
 * SHA-256 of an origin-private file, streamed through hash-wasm in the page (the file never sits
 * whole in memory), skipping a data URL prefix when `afterComma`; the file is deleted afterwards.
 */
function opfsDigest(page, baseURL, name, afterComma) {
  return page.evaluate(
    async ({ url, fileName, skipPrefix }) => {
      const { createSHA256 } = await import(url);
      const root = await navigator.storage.getDirectory();
      const file = await (await root.getFileHandle(fileName)).getFile();
      const head = await file.slice(0, 128).text();
      const start = skipPrefix ? head.indexOf(',') + 1 : 0;
      const hash = await createSHA256();
      const reader = file.slice(start).stream().getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) hash.update(part.value);
      const size = file.size;
      await root.removeEntry(fileName);
      return { sha256: hash.digest('hex'), size };
    },
    { url: `${baseURL}/__bench/hash-wasm.js`, fileName: name, skipPrefix: afterComma },
  );
}

/** One streamed run in `page`: give the input, press the button, wait for `finished`; times from the input's change. */
async function timedRun(page, card, inputPath, button, finished, ctx) {
  const memory = memorySampler();
  await card.locator('input[type="file"]').setInputFiles(inputPath);
  await card.getByRole('button', { name: button, exact: true }).click();
  const endAt = await finished();
  const growth = memory.stop();
  const startAt = await page.evaluate(() => window.__hb.changeAt);
  const seconds = (endAt - startAt) / 1000;
  return {
    seconds: round(seconds, 3),
    mbPerSecond: rate(ctx.sizeBytes, seconds),
    longestTaskMs: round(await longestTask(page, startAt, endAt), 1),
    ...growth,
  };
}

/** "Save base64 to file…" and "Save decoded file…", in the suite's context (no service worker). */
export async function fileSinkRuns(context, ctx) {
  const page = await context.newPage();
  try {
    await page.addInitScript(stubSavePicker);
    const cards = await openTool(page, ctx);
    const saved = () => textAt(page, 'Saved to “');
    const encode = await timedRun(page, cards.encode, ctx.dataPath, 'Save base64 to file…', saved, ctx);
    encode.correct = (await opfsDigest(page, ctx.baseURL, await lastPicked(page), true)).sha256 === ctx.base64Sha256;
    await openTool(page, ctx);
    const decode = await timedRun(page, cards.decode, ctx.base64Path, 'Save decoded file…', saved, ctx);
    decode.correct = (await opfsDigest(page, ctx.baseURL, await lastPicked(page), false)).sha256 === ctx.digests.sha256;
    return { encode, decode };
  } finally {
    await page.close();
  }
}

/**
 * The download streamed through the service worker, in a context of its own that lets the
 * service worker in (and has no save dialog, as Firefox). Time runs from the input's change to
 * the browser reporting the download complete, i.e. the last byte on disk.
 */
export async function streamedDownloadRuns(browser, ctx) {
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(installProbe);
  await context.addInitScript(() => {
    // Window is the global object: its operations are its own properties.
    delete window.showSaveFilePicker;
    delete Window.prototype.showSaveFilePicker;
  });
  const page = await context.newPage();
  try {
    const cards = await openTool(page, ctx);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 120_000 });
    const run = async (card, input, button, prefixed, expected) => {
      const downloading = page.waitForEvent('download', { timeout: 15 * 60_000 });
      // A failure before the download starts is reported by timedRun, not as an unhandled rejection.
      downloading.catch(() => undefined);
      let path = '';
      const complete = async () => {
        path = await (await downloading).path();
        return page.evaluate(() => performance.now());
      };
      const result = await timedRun(page, card, input, button, complete, ctx);
      const download = await downloading;
      const skip = prefixed ? headOf(path, 128).indexOf(',') + 1 : 0;
      result.correct = (await download.failure()) === null && (await sha256OfFile(path, skip)) === expected;
      await download.delete();
      return result;
    };
    const encode = await run(cards.encode, ctx.dataPath, 'Download base64 (streamed)', true, ctx.base64Sha256);
    await openTool(page, ctx);
    const decode = await run(cards.decode, ctx.base64Path, 'Download decoded file (streamed)', false, ctx.digests.sha256);
    return { encode, decode };
  } finally {
    await context.close();
  }
}

async function openTool(page, ctx) {
  await page.goto(`${ctx.baseURL}/base64-file-converter`);
  return {
    encode: page.getByRole('region', { name: 'File to base64', exact: true }),
    decode: page.getByRole('region', { name: 'Base64 to file', exact: true }),
  };
}

/**
 * The engine's one-shot `Uint8Array.prototype.toBase64` and `Uint8Array.fromBase64` (whole buffer
 * to one string and back), in the page, best of 2 after a warm-up. At most 256 MiB: a string of
 * the Base64 of 1 GiB is beyond V8's longest string.
 */
export async function oneShotRates(page, mib) {
  return page.evaluate(async (size) => {
    if (typeof Uint8Array.prototype.toBase64 !== 'function') return undefined;
    const bytes = new Uint8Array(size * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 65536) crypto.getRandomValues(bytes.subarray(i, i + 65536));
    Uint8Array.fromBase64(bytes.subarray(0, 1 << 20).toBase64());
    let encode = Infinity;
    let decode = Infinity;
    for (let run = 0; run < 2; run++) {
      let t = performance.now();
      const text = bytes.toBase64();
      encode = Math.min(encode, performance.now() - t);
      t = performance.now();
      const back = Uint8Array.fromBase64(text);
      decode = Math.min(decode, performance.now() - t);
      if (back.length !== bytes.length) throw new Error('fromBase64 lost bytes');
    }
    return { mib: size, encodeMBps: bytes.length / 1e3 / encode, decodeMBps: bytes.length / 1e3 / decode };
  }, mib);
}
