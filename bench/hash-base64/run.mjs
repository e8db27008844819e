// Hashing and Base64 of big files (issue 5), measured in the production build in headless
// Chromium, without throttling: throughput is what the machine's cores can do.
//
//   node bench/hash-base64/run.mjs [--size-mib 1024] [--reuse] [--port 4183] [--no-write]
//
// Also callable by the general runner (`npm run bench -- --with hash-base64`): run(context) then
// uses its build, server and browser. Method and targets: bench/hash-base64/README.md.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MiB = 1024 * 1024;
const ALGORITHMS = [
  'MD5',
  'SHA1',
  'SHA256',
  'SHA224',
  'SHA512',
  'SHA384',
  'SHA3-224',
  'SHA3-256',
  'SHA3-384',
  'SHA3-512',
  'Keccak-512',
  'RIPEMD160',
  'BLAKE2b-512',
  'BLAKE3',
  'CRC32',
];
const DEFAULT_FILE_ALGORITHMS = ['MD5', 'SHA1', 'SHA256', 'SHA512'];

export const TARGETS = Object.freeze({
  sha256FileVsMemory: 0.85,
  multiVsSumOfSingles: 0.65,
  encodeMBps: 300,
  decodeMBps: 400,
  rendererGrowthMiB: 256,
  longestTaskMs: 50,
});

// ---------------------------------------------------------------------------------------------
// Input files (seeded, so every run hashes the same bytes) and their Node digests.

function writeSeededFile(path, size, seed) {
  const hashes = { sha256: createHash('sha256'), md5: createHash('md5') };
  const fd = openSync(path, 'w');
  const words = new Uint32Array(2 * MiB);
  let x = seed >>> 0;
  try {
    for (let written = 0; written < size;) {
      for (let i = 0; i < words.length; i++) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        words[i] = x >>> 0;
      }
      const bytes = new Uint8Array(words.buffer, 0, Math.min(words.byteLength, size - written));
      writeSync(fd, bytes);
      for (const h of Object.values(hashes)) h.update(bytes);
      written += bytes.length;
    }
  } finally {
    closeSync(fd);
  }
  return Object.fromEntries(Object.entries(hashes).map(([k, h]) => [k, h.digest('hex')]));
}

/** Base64 of a file, written in 3-byte-aligned pieces (never the whole text in memory). */
async function writeBase64File(from, to) {
  const fd = openSync(to, 'w');
  let carry = Buffer.alloc(0);
  let length = 0;
  try {
    for await (const chunk of createReadStream(from, { highWaterMark: 12 * MiB })) {
      const data = Buffer.concat([carry, chunk]);
      const whole = data.length - (data.length % 3);
      const text = data.subarray(0, whole).toString('base64');
      writeSync(fd, text);
      length += text.length;
      carry = data.subarray(whole);
    }
    const last = carry.toString('base64');
    writeSync(fd, last);
    length += last.length;
  } finally {
    closeSync(fd);
  }
  return length;
}

async function sha256OfFile(path, skip = 0) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { start: skip, highWaterMark: 8 * MiB })) hash.update(chunk);
  return hash.digest('hex');
}

// ---------------------------------------------------------------------------------------------
// Memory of the browser's processes (Linux /proc): the renderer holds the page and its workers.

function processTree(rootPid) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // gone
    }
  }
  const out = [];
  const walk = (pid) => {
    out.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(rootPid);
  return out;
}

/** RSS of the Chromium processes started from this Node process, by kind. */
function rssByKind() {
  const sums = { renderer: 0, browser: 0, other: 0 };
  for (const pid of processTree(process.pid)) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chrom')) continue;
      const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
      const kind = cmd.includes('--type=renderer') ? 'renderer' : cmd.includes('--type=') ? 'other' : 'browser';
      sums[kind] += rss;
    } catch {
      // gone
    }
  }
  return sums;
}

/** Samples RSS every 100 ms until stopped; reports the growth over the baseline, in MiB. */
function memorySampler() {
  if (!existsSync('/proc/self/status')) return { stop: () => ({}) };
  const baseline = rssByKind();
  const peak = { ...baseline };
  const timer = setInterval(() => {
    const now = rssByKind();
    for (const key of Object.keys(peak)) peak[key] = Math.max(peak[key], now[key]);
  }, 100);
  return {
    stop: () => {
      clearInterval(timer);
      return Object.fromEntries(Object.keys(peak).map((k) => [`${k}GrowthMiB`, round((peak[k] - baseline[k]) / MiB, 1)]));
    },
  };
}

const round = (n, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;

// ---------------------------------------------------------------------------------------------
// In-page probe: long tasks, and the moment a file input changed.

function installProbe() {
  const probe = { longTasks: [], changeAt: 0 };
  window.__hb = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'file') probe.changeAt = performance.now();
    },
    true,
  );
  /** The values of the fields whose visible labels are exactly these texts. */
  probe.fieldValues = (labels) =>
    labels.map((text) => {
      const label = [...document.querySelectorAll('label')].find((l) => l.textContent === text);
      const field = label && document.getElementById(label.htmlFor);
      return field ? field.value : '';
    });
}

async function longestTask(page, from, to) {
  return page.evaluate(
    ([a, b]) => window.__hb.longTasks.filter(([s, d]) => s + d >= a && s <= b).reduce((m, [, d]) => Math.max(m, d), 0),
    [from, to],
  );
}

/** Waits, checking every frame, until every labelled field is filled (or has `want`); returns that frame's time. */
async function filledAt(page, labels, want, timeout = 15 * 60_000) {
  const handle = await page.waitForFunction(
    ([names, expected]) => {
      const values = window.__hb.fieldValues(names);
      const ok = expected === undefined ? values.every(Boolean) : values.every((v) => v === expected);
      return ok ? performance.now() : false;
    },
    [labels, want],
    { polling: 'raf', timeout },
  );
  return handle.jsonValue();
}

/** Waits, checking every frame, until the page text contains `text`; returns that frame's time. */
async function textAt(page, text, timeout = 15 * 60_000) {
  const handle = await page.waitForFunction((t) => (document.body.textContent.includes(t) ? performance.now() : false), text, {
    polling: 'raf',
    timeout,
  });
  return handle.jsonValue();
}

// ---------------------------------------------------------------------------------------------
// Measurements.

/** hash-wasm in memory, and plain file reading, in a worker of the same browser (no app code). */
async function baselineRates(page, baseURL, filePath, memoryMiB) {
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.id = 'bench-file';
    input.hidden = true;
    document.body.append(input);
  });
  await page.locator('#bench-file').setInputFiles(filePath);
  return page.evaluate(
    async ({ workerUrl, memoryMiB: mib, algorithms }) => {
      const worker = new Worker(workerUrl, { type: 'module' });
      const ask = (message) =>
        new Promise((resolve, reject) => {
          worker.onmessage = (e) => resolve(e.data);
          worker.onerror = (e) => reject(new Error(e.message));
          worker.postMessage(message);
        });
      const memory = await ask({ type: 'memory', mib, algorithms });
      const read = await ask({ type: 'read', file: document.querySelector('#bench-file').files[0] });
      worker.terminate();
      return { memory, read };
    },
    { workerUrl: `${baseURL}/__bench/worker.js`, memoryMiB, algorithms: ALGORITHMS },
  );
}

/** hash-wasm in-memory rates (MiB/s) in a fresh bench worker. */
async function memoryRates(page, baseURL, memoryMiB, algorithms) {
  return page.evaluate(
    async ({ workerUrl, mib, names }) => {
      const worker = new Worker(workerUrl, { type: 'module' });
      const rates = await new Promise((resolve, reject) => {
        worker.onmessage = (e) => resolve(e.data);
        worker.onerror = (e) => reject(new Error(e.message));
        worker.postMessage({ type: 'memory', mib, algorithms: names });
      });
      worker.terminate();
      return rates;
    },
    { workerUrl: `${baseURL}/__bench/worker.js`, mib: memoryMiB, names: algorithms },
  );
}

const BENCH_WORKER = `
import * as hw from '/__bench/hash-wasm.js';
const MiB = 1024 * 1024;
const make = {
  MD5: () => hw.createMD5(), SHA1: () => hw.createSHA1(), SHA256: () => hw.createSHA256(), SHA224: () => hw.createSHA224(),
  SHA512: () => hw.createSHA512(), SHA384: () => hw.createSHA384(), 'SHA3-224': () => hw.createSHA3(224),
  'SHA3-256': () => hw.createSHA3(256), 'SHA3-384': () => hw.createSHA3(384), 'SHA3-512': () => hw.createSHA3(512),
  'Keccak-512': () => hw.createKeccak(512), RIPEMD160: () => hw.createRIPEMD160(), 'BLAKE2b-512': () => hw.createBLAKE2b(512),
  BLAKE3: () => hw.createBLAKE3(), CRC32: () => hw.createCRC32(),
};
onmessage = async ({ data }) => {
  if (data.type === 'memory') {
    const buffer = new Uint8Array(data.mib * MiB);
    let x = 0x9e3779b9;
    const words = new Uint32Array(buffer.buffer);
    for (let i = 0; i < words.length; i++) { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; words[i] = x >>> 0; }
    const rates = {};
    for (const name of data.algorithms) {
      const hasher = await make[name]();
      hasher.init();
      hasher.update(buffer.subarray(0, 32 * MiB));
      hasher.digest();
      hasher.init();
      const t = performance.now();
      for (let o = 0; o < buffer.length; o += 8 * MiB) hasher.update(buffer.subarray(o, o + 8 * MiB));
      hasher.digest();
      rates[name] = (buffer.length / MiB) / ((performance.now() - t) / 1000);
    }
    postMessage(rates);
  } else if (data.type === 'read') {
    const file = data.file;
    const size = 8 * MiB;
    const t = performance.now();
    let next = file.slice(0, size).arrayBuffer();
    for (let o = 0; o < file.size; o += size) {
      await next;
      if (o + size < file.size) next = file.slice(o + size, o + 2 * size).arrayBuffer();
    }
    postMessage({ mibPerSecond: (file.size / MiB) / ((performance.now() - t) / 1000) });
  }
};
`;

async function hashRun(page, ctx, algorithms, { interact = false } = {}) {
  await page.goto(`${ctx.baseURL}/hash-text?encoding=Hex`);
  await page.getByRole('radio', { name: 'File', exact: true }).click();
  for (const algorithm of ALGORITHMS) {
    await page.getByRole('checkbox', { name: `Include ${algorithm}`, exact: true }).setChecked(algorithms.includes(algorithm));
  }
  await sleep(500); // the ticks settle (300 ms debounce) before the file arrives
  const memory = memorySampler();
  await page.locator('input[type="file"]').setInputFiles(ctx.dataPath);
  const interaction = interact ? interactWhileBusy(page) : Promise.resolve(undefined);
  const end = await filledAt(page, algorithms);
  const interacted = await interaction;
  const growth = memory.stop();
  const start = await page.evaluate(() => window.__hb.changeAt);
  const values = await page.evaluate((labels) => window.__hb.fieldValues(labels), algorithms);
  const seconds = (end - start) / 1000;
  return {
    algorithms,
    seconds: round(seconds, 3),
    mibPerSecond: round(ctx.sizeMiB / seconds, 1),
    longestTaskMs: round(await longestTask(page, start, end), 1),
    ...growth,
    ...(interacted ? { interaction: interacted } : {}),
    digests: Object.fromEntries(algorithms.map((a, i) => [a, values[i]])),
  };
}

/** Scrolls and types while the workers hash: both must keep working. */
async function interactWhileBusy(page) {
  const field = page.getByRole('textbox', { name: 'Expected digest', exact: true });
  const started = Date.now();
  for (let i = 0; i < 8; i++) {
    await page.mouse.wheel(0, i % 2 ? -400 : 400);
    await sleep(100);
  }
  await field.pressSequentially('abcdef0123', { delay: 40 });
  const typed = (await field.inputValue()) === 'abcdef0123';
  return { typed, ms: Date.now() - started };
}

async function base64Runs(page, ctx) {
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
  const head = Buffer.alloc(128);
  const fd = openSync(encodedPath, 'r');
  readSync(fd, head, 0, head.length, 0);
  closeSync(fd);
  const prefixLength = head.toString('latin1').indexOf(',') + 1;
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

/** Text mode: 1 MiB of text, then typing at its end; the page must never block. */
async function textRun(page, ctx) {
  await page.goto(`${ctx.baseURL}/hash-text?encoding=Hex`);
  await page.getByRole('radio', { name: 'Text', exact: true }).click();
  const input = page.getByRole('textbox', { name: 'Your text to hash', exact: true });
  const text = 'The quick brown fox jumps over the lazy dog. '.repeat(Math.ceil(MiB / 45)).slice(0, MiB);
  await input.fill(text);
  const expected = createHash('sha256').update(text).digest('hex');
  await filledAt(page, ['SHA256'], expected);
  await input.focus();
  await page.keyboard.press('Control+End');
  const start = await page.evaluate(() => performance.now());
  const t = Date.now();
  await page.keyboard.type('typing!', { delay: 60 });
  const typingMs = Date.now() - t;
  const final = createHash('sha256').update(`${text}typing!`).digest('hex');
  const end = await filledAt(page, ['SHA256'], final);
  const longest = await longestTask(page, start, end);

  // The same typing in a bare <textarea> (no script at all): the browser's own editing cost.
  const bare = await page.context().newPage();
  await bare.setContent('<textarea id="bare" rows="4" cols="80"></textarea>');
  await bare.evaluate(() => {
    window.__bare = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__bare.push(e.duration);
    }).observe({ type: 'longtask' });
  });
  await bare.locator('#bare').fill(text);
  await sleep(500);
  await bare.evaluate(() => (window.__bare.length = 0));
  await bare.locator('#bare').focus();
  await bare.keyboard.press('Control+End');
  await bare.keyboard.type('typing!', { delay: 60 });
  await sleep(300);
  const bareLongest = await bare.evaluate(() => Math.max(0, ...window.__bare));
  await bare.close();
  return {
    textMiB: 1,
    keystrokes: 7,
    typingMs,
    settledAfterLastKeyMs: round(end - start - typingMs, 0),
    longestTaskMs: round(longest, 1),
    bareTextareaLongestTaskMs: round(bareLongest, 1),
  };
}

// ---------------------------------------------------------------------------------------------

/** The whole suite. Standalone when `context` has no baseURL (builds, serves and launches itself). */
export async function run(context = {}) {
  const log = context.log ?? ((m) => console.log(m));
  const sizeMiB = Number(context.sizeMiB ?? 1024);
  const tmp = mkdtempSync(join(context.tmpDir ?? tmpdir(), 'toolshed-hash-bench-'));
  const owned = [];
  try {
    let { baseURL, browser } = context;
    if (!baseURL) {
      const server = await serve({ reuse: context.reuse, port: context.port ?? 4183, log });
      owned.push(server.stop);
      baseURL = server.baseURL;
    }
    if (!browser) {
      const { chromium } = await import('@playwright/test');
      browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking'],
      });
      owned.push(() => browser.close());
    }

    log(`hash-base64: writing a ${sizeMiB} MiB seeded file and its Base64`);
    const dataPath = join(tmp, 'data.bin');
    const base64Path = join(tmp, 'data.b64.txt');
    const sizeBytes = sizeMiB * MiB;
    const digests = writeSeededFile(dataPath, sizeBytes, 0x5eed);
    await writeBase64File(dataPath, base64Path);
    const base64Sha256 = await sha256OfFile(base64Path);
    const ctx = { baseURL, dataPath, base64Path, sizeMiB, sizeBytes, digests, base64Sha256, tmp };

    // No throttling, no service worker (the page's own requests only), downloads allowed.
    const browserContext = await browser.newContext({
      serviceWorkers: 'block',
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
    });
    owned.unshift(() => browserContext.close());
    const hashWasm = readFileSync(join(root, 'node_modules/hash-wasm/dist/index.esm.js'));
    await browserContext.route('**/__bench/hash-wasm.js', (route) =>
      route.fulfill({ body: hashWasm, contentType: 'text/javascript' }),
    );
    await browserContext.route('**/__bench/worker.js', (route) =>
      route.fulfill({ body: BENCH_WORKER, contentType: 'text/javascript' }),
    );
    await browserContext.addInitScript(installProbe);
    const page = await browserContext.newPage();
    await page.goto(`${baseURL}/hash-text`);

    log('hash-base64: hash-wasm in memory and plain reading, in a worker');
    const baseline = await baselineRates(page, baseURL, dataPath, Math.min(256, sizeMiB));

    log('hash-base64: one digest at a time (file mode)');
    const singles = {};
    for (const algorithm of ALGORITHMS) {
      singles[algorithm] = await hashRun(page, ctx, [algorithm]);
      log(`  ${algorithm}: ${singles[algorithm].mibPerSecond} MiB/s`);
    }
    log('hash-base64: SHA-256 again, file and in memory interleaved (medians of 3)');
    const sha256Files = [singles.SHA256.mibPerSecond];
    const sha256Memory = [baseline.memory.SHA256];
    for (let i = 0; i < 2; i++) {
      sha256Files.push((await hashRun(page, ctx, ['SHA256'])).mibPerSecond);
      sha256Memory.push((await memoryRates(page, baseURL, Math.min(256, sizeMiB), ['SHA256'])).SHA256);
    }
    log('hash-base64: the four default digests, then all fifteen (scrolling and typing meanwhile)');
    const defaults = await hashRun(page, ctx, DEFAULT_FILE_ALGORITHMS);
    const all = await hashRun(page, ctx, ALGORITHMS, { interact: true });
    log('hash-base64: Base64 encode and decode');
    const base64 = await base64Runs(page, ctx);
    log('hash-base64: typing in 1 MiB of text');
    const text = await textRun(page, ctx);

    const sumOf = (list) => list.reduce((s, a) => s + singles[a].seconds, 0);
    const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const sha256Ratio = median(sha256Files) / median(sha256Memory);
    const defaultsRatio = defaults.seconds / sumOf(DEFAULT_FILE_ALGORITHMS);
    const allRatio = all.seconds / sumOf(ALGORITHMS);
    const longest = Math.max(
      ...Object.values(singles).map((r) => r.longestTaskMs),
      defaults.longestTaskMs,
      all.longestTaskMs,
      base64.encode.longestTaskMs,
      base64.decode.longestTaskMs,
    );
    const maxRenderer = Math.max(base64.encode.rendererGrowthMiB ?? 0, base64.decode.rendererGrowthMiB ?? 0);
    const correct =
      singles.SHA256.digests.SHA256 === digests.sha256 &&
      singles.MD5.digests.MD5 === digests.md5 &&
      all.digests.SHA256 === digests.sha256 &&
      base64.encode.correct &&
      base64.decode.correct;

    const goals = [
      goal(
        'SHA-256 file rate / hash-wasm in-memory rate',
        round(sha256Ratio, 2),
        `≥ ${TARGETS.sha256FileVsMemory}`,
        sha256Ratio >= TARGETS.sha256FileVsMemory,
      ),
      goal(
        'MD5+SHA1+SHA256+SHA512 time / sum of singles',
        round(defaultsRatio, 2),
        `≤ ${TARGETS.multiVsSumOfSingles}`,
        defaultsRatio <= TARGETS.multiVsSumOfSingles,
      ),
      goal(
        'all fifteen digests time / sum of singles',
        round(allRatio, 2),
        `≤ ${TARGETS.multiVsSumOfSingles}`,
        allRatio <= TARGETS.multiVsSumOfSingles,
      ),
      goal(
        'Base64 encode, end to end (MB/s of binary)',
        base64.encode.mbPerSecond,
        `≥ ${TARGETS.encodeMBps}`,
        base64.encode.mbPerSecond >= TARGETS.encodeMBps,
      ),
      goal(
        'Base64 decode, end to end (MB/s of binary)',
        base64.decode.mbPerSecond,
        `≥ ${TARGETS.decodeMBps}`,
        base64.decode.mbPerSecond >= TARGETS.decodeMBps,
      ),
      goal(
        'renderer memory growth during Base64 (MiB)',
        maxRenderer,
        `< ${TARGETS.rendererGrowthMiB}`,
        maxRenderer < TARGETS.rendererGrowthMiB,
      ),
      goal('longest main-thread task while working (ms)', longest, `< ${TARGETS.longestTaskMs}`, longest < TARGETS.longestTaskMs),
      goal(
        'longest task typing in 1 MiB of text (ms)',
        text.longestTaskMs,
        `< ${TARGETS.longestTaskMs}`,
        text.longestTaskMs < TARGETS.longestTaskMs,
      ),
      goal('same typing in a bare textarea, no script (ms)', text.bareTextareaLongestTaskMs, 'reference', null),
      goal('digests and round trips match Node', correct ? 'yes' : 'no', 'yes', correct),
    ];
    const results = {
      sizeMiB,
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model,
        loadAverage: loadavg().map((n) => round(n, 2)),
        chromium: await browser.version(),
      },
      baseline: {
        memoryMiBps: Object.fromEntries(Object.entries(baseline.memory).map(([k, v]) => [k, round(v, 1)])),
        fileReadMiBps: round(baseline.read.mibPerSecond, 1),
      },
      singles,
      defaults,
      all,
      base64,
      text,
      sha256: { fileMiBps: sha256Files.map((v) => round(v, 1)), memoryMiBps: sha256Memory.map((v) => round(v, 1)) },
      ratios: { sha256FileVsMemory: round(sha256Ratio, 3), defaultsVsSum: round(defaultsRatio, 3), allVsSum: round(allRatio, 3) },
      goals,
    };
    results.markdown = markdown(results);
    await browserContext.close();
    owned.shift();
    return results;
  } finally {
    for (const stop of owned) await stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

const goal = (metric, value, target, pass) => ({ metric, value, goal: target, pass });

function markdown(r) {
  const lines = [
    `Hashing and Base64 of a ${r.sizeMiB} MiB file in ${r.machine.chromium} on ${r.machine.cpus} CPUs (${r.machine.cpuModel}), load average ${r.machine.loadAverage.join(' ')} at the end.`,
    '',
    '| goal | value | target | |',
    '| --- | --- | --- | --- |',
    ...r.goals.map((g) => `| ${g.metric} | ${g.value} | ${g.goal} | ${g.pass === null ? 'info' : g.pass ? 'pass' : 'FAIL'} |`),
    '',
    '| digest | in memory (MiB/s, 1 worker) | file, alone (MiB/s) | file time (s) | longest task (ms) |',
    '| --- | --- | --- | --- | --- |',
    ...ALGORITHMS.map(
      (a) =>
        `| ${a} | ${r.baseline.memoryMiBps[a]} | ${r.singles[a].mibPerSecond} | ${r.singles[a].seconds} | ${r.singles[a].longestTaskMs} |`,
    ),
    '',
    `SHA-256 medians of 3: file ${r.sha256.fileMiBps.join(', ')} MiB/s; in memory ${r.sha256.memoryMiBps.join(', ')} MiB/s.`,
    `Plain file reading in a worker: ${r.baseline.fileReadMiBps} MiB/s. Four default digests: ${r.defaults.seconds} s (${r.defaults.mibPerSecond} MiB/s, longest task ${r.defaults.longestTaskMs} ms); all fifteen: ${r.all.seconds} s (${r.all.mibPerSecond} MiB/s, longest task ${r.all.longestTaskMs} ms), while scrolling and typing (${r.all.interaction?.typed ? 'typed fine' : 'typing failed'}).`,
    `Base64 encode: ${r.base64.encode.seconds} s (${r.base64.encode.mbPerSecond} MB/s, longest task ${r.base64.encode.longestTaskMs} ms), renderer +${r.base64.encode.rendererGrowthMiB} MiB, browser process +${r.base64.encode.browserGrowthMiB} MiB, saving the download ${r.base64.encode.downloadSaveSeconds} s.`,
    `Base64 decode: ${r.base64.decode.seconds} s (${r.base64.decode.mbPerSecond} MB/s, longest task ${r.base64.decode.longestTaskMs} ms), renderer +${r.base64.decode.rendererGrowthMiB} MiB, browser process +${r.base64.decode.browserGrowthMiB} MiB, saving the download ${r.base64.decode.downloadSaveSeconds} s.`,
    `Text mode, 1 MiB: ${r.text.keystrokes} keystrokes in ${r.text.typingMs} ms, digests settled ${r.text.settledAfterLastKeyMs} ms after the last one, longest task ${r.text.longestTaskMs} ms (a bare textarea with the same text: ${r.text.bareTextareaLongestTaskMs} ms).`,
  ];
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Standalone: build (or reuse) dist-hash-bench, serve it, run, record.

async function serve({ reuse, port, log }) {
  const outDir = 'dist-hash-bench';
  if (!(reuse && existsSync(join(root, outDir, 'index.html')))) {
    log(`hash-base64: building into ${outDir}`);
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  }
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(baseURL)).ok) break;
    } catch {
      if (i > 150) throw new Error(`vite preview did not answer on ${baseURL}`);
    }
    await sleep(200);
  }
  return {
    baseURL,
    stop: async () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already stopped
      }
    },
  };
}

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'size-mib': { type: 'string', default: '1024' },
      reuse: { type: 'boolean', default: false },
      port: { type: 'string', default: '4183' },
      'no-write': { type: 'boolean', default: false },
    },
  });
  const results = await run({ sizeMiB: Number(values['size-mib']), reuse: values.reuse, port: Number(values.port) });
  console.log(`\n${results.markdown}`);
  if (values['no-write']) return;
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
  const date = new Date().toISOString().slice(0, 10);
  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const name = `${date}-${commit}-hash-base64`;
  const { markdown: summary, ...data } = results;
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify({ date: new Date().toISOString(), commit, ...data }, null, 2)}\n`);
  writeFileSync(join(dir, `${name}.md`), `# Hashing and Base64 bench — ${date} (${commit})\n\n${summary}\n`);
  console.log(`\nWrote bench/results/${name}.json and .md`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
