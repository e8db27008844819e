// Cold first load of one route under the profile: paint, usable, blocking time and bytes.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openProfiledPage, USABLE } from './browser.mjs';
import { gzipSize } from './build.mjs';
import { medianOf, totalBlockingTime } from './stats.mjs';

const USABLE_TIMEOUT_MS = 60_000;

/** The built file a URL served, if it is one of the bench build's files. */
function distFileOf(outDir, url) {
  const path = decodeURIComponent(new URL(url).pathname).replace(/^\/+/, '');
  return path && existsSync(join(outDir, path)) ? path : null;
}

/**
 * Bytes of one load: all transfers, and the JS+CSS it fetched (gzip -9 of those files, and on the
 * wire). A worker script's wire size is not visible to the page's session: its gzip size stands in.
 */
function bytesOf(requests, outDir) {
  const files = [];
  let transfer = 0;
  let jsCssTransfer = 0;
  for (const request of requests) {
    const file = distFileOf(outDir, request.url);
    const sizes = file ? gzipSize(outDir, file) : null;
    const bytes = request.sizeUnknown && sizes ? sizes.gzip : request.bytes;
    transfer += bytes;
    if (!file || !/\.(m?js|css)$/.test(file)) continue;
    jsCssTransfer += bytes;
    files.push({ file, transfer: bytes, ...sizes, start: request.start, end: request.end });
  }
  return {
    requests: requests.length,
    transfer,
    jsCssTransfer,
    jsCssGzip: files.reduce((sum, f) => sum + f.gzip, 0),
    files: files.sort((a, b) => a.start - b.start),
  };
}

async function loadOnce(browser, { baseURL, path, kind, outDir }) {
  const session = await openProfiledPage(browser, { probe: kind });
  try {
    const { page, network } = session;
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL(path, baseURL).href, { waitUntil: 'commit' });
    const usableAt = await page.evaluate((ms) => {
      const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('not usable in time')), ms));
      return Promise.race([window.__bench.usable, timeout]);
    }, USABLE_TIMEOUT_MS);
    // The moment the probe saw is confirmed by Playwright's own view of the page.
    await page.waitForSelector(USABLE[kind].selector, { state: 'attached', timeout: 5_000 });
    const fcp = await page.evaluate(() => window.__bench.fcp);
    const bytesUntilUsable = network.list().reduce((sum, r) => sum + r.bytes, 0);
    await network.waitForQuiet();
    const longTasks = await page.evaluate(() => window.__bench.longTasks);
    // Nothing is usable before it is painted.
    const usable = Math.max(usableAt, fcp ?? 0);
    const bytes = bytesOf(network.list(), outDir);
    return {
      fcp,
      usable,
      tbt: fcp === null ? null : totalBlockingTime(longTasks, fcp, usable),
      blockingUntilUsable: totalBlockingTime(longTasks, 0, usable),
      longestTask: Math.max(0, ...longTasks.filter((t) => t.start < usable).map((t) => t.duration)),
      bytesUntilUsable,
      transfer: bytes.transfer,
      jsCssTransfer: bytes.jsCssTransfer,
      jsCssGzip: bytes.jsCssGzip,
      requests: bytes.requests,
      files: bytes.files,
      errors,
    };
  } finally {
    await session.close();
  }
}

export const FIRST_LOAD_FIELDS = [
  'fcp',
  'usable',
  'tbt',
  'blockingUntilUsable',
  'longestTask',
  'bytesUntilUsable',
  'transfer',
  'jsCssTransfer',
  'jsCssGzip',
  'requests',
];

/** `runs` cold loads of `path`; the median of each metric, and every run for the record. */
export async function measureFirstLoad(browser, { baseURL, path, kind, outDir, runs, log }) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const sample = await loadOnce(browser, { baseURL, path, kind, outDir });
    log(`  ${path} run ${i + 1}/${runs}: FCP ${Math.round(sample.fcp)} ms, usable ${Math.round(sample.usable)} ms`);
    samples.push(sample);
  }
  const { files } = samples[samples.length - 1];
  return {
    path,
    kind,
    median: medianOf(samples, FIRST_LOAD_FIELDS),
    files,
    errors: [...new Set(samples.flatMap((s) => s.errors))],
    runs: samples.map(({ files: _files, errors: _errors, ...rest }) => rest),
  };
}
