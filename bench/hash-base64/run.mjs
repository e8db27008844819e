// Hashing and Base64 of big files, measured in the production build in headless
// Chromium, without throttling: throughput is what the machine's cores can do.
//
//   node bench/hash-base64/run.mjs [--size-mib 1024] [--reuse] [--port 4183] [--no-write] [--help]
//
// Also callable by the general runner (`npm run bench -- --with hash-base64`): run(context) then
// uses its build, server and browser. Method and targets: bench/hash-base64/README.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { launchBrowser } from '../lib/browser.mjs';
import { buildApp } from '../lib/build.mjs';
import { startPreview } from '../lib/server.mjs';
import { base64Runs } from './base64.mjs';
import { BENCH_WORKER, baselineRates, memoryRates } from './baseline.mjs';
import { ALGORITHMS, DEFAULT_FILE_ALGORITHMS, MiB, root, round } from './common.mjs';
import { sha256OfFile, writeBase64File, writeSeededFile } from './files.mjs';
import { hashRun, textRun } from './hashing.mjs';
import { fileSinkRuns, oneShotRates, streamedDownloadRuns } from './sinks.mjs';
import { installProbe } from './probe.mjs';
import { evaluateGoals, markdown } from './report.mjs';

export { TARGETS } from './common.mjs';

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
      browser = await launchBrowser();
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

    const browserContext = await openContext(browser);
    owned.unshift(() => browserContext.close());
    const page = await browserContext.newPage();
    await page.goto(`${baseURL}/hash-text`);

    log('hash-base64: hash-wasm in memory and plain reading, in a worker');
    const memoryMiB = Math.min(256, sizeMiB);
    const baseline = await baselineRates(page, baseURL, dataPath, memoryMiB);

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
      sha256Memory.push((await memoryRates(page, baseURL, memoryMiB, ['SHA256'])).SHA256);
    }
    log('hash-base64: the four default digests, then all fifteen (scrolling and typing meanwhile)');
    const defaults = await hashRun(page, ctx, DEFAULT_FILE_ALGORITHMS);
    const all = await hashRun(page, ctx, ALGORITHMS, { interact: true });
    log('hash-base64: Base64 encode and decode');
    const base64 = await base64Runs(page, ctx);
    log('hash-base64: Base64 streamed into a picked file, then downloaded through the service worker');
    // The picked file is an origin-private file: on disk only in a persistent profile (an incognito
    // context keeps it in memory, with a quota of about 1.4 GB that a 1 GiB file's Base64 exceeds).
    const profileDir = mkdtempSync(join(tmpdir(), 'hash-base64-profile-'));
    const persistent = await openContext(null, profileDir);
    try {
      base64.fileSink = await fileSinkRuns(persistent, ctx);
    } finally {
      await persistent.close();
      rmSync(profileDir, { recursive: true, force: true });
    }
    base64.streamedDownload = await streamedDownloadRuns(browser, ctx);
    log('hash-base64: one-shot toBase64 / fromBase64 for reference');
    base64.oneShot = await oneShotRates(page, Math.min(256, sizeMiB));
    log('hash-base64: typing in 1 MiB of text');
    const text = await textRun(page, ctx);

    const measured = { singles, defaults, all, base64, text, sha256Files, sha256Memory, digests };
    const { goals, ratios } = evaluateGoals(measured);
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
      ratios,
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

/**
 * No throttling, no service worker (the page's own requests only), downloads allowed, the probe
 * and bench worker in. The streamed download through the service worker gets a context of its own.
 */
async function openContext(browser, profileDir) {
  const options = { serviceWorkers: 'block', acceptDownloads: true, viewport: { width: 1280, height: 900 } };
  const context = profileDir
    ? await chromium.launchPersistentContext(profileDir, {
        ...options,
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking'],
      })
    : await browser.newContext(options);
  const hashWasm = readFileSync(join(root, 'node_modules/hash-wasm/dist/index.esm.js'));
  await context.route('**/__bench/hash-wasm.js', (route) => route.fulfill({ body: hashWasm, contentType: 'text/javascript' }));
  await context.route('**/__bench/worker.js', (route) => route.fulfill({ body: BENCH_WORKER, contentType: 'text/javascript' }));
  await context.addInitScript(installProbe);
  return context;
}

// ---------------------------------------------------------------------------------------------
// Standalone: build (or reuse) dist-hash-bench, serve it, run, record.

async function serve({ reuse, port, log }) {
  const outDir = join(root, 'dist-hash-bench');
  if (!(reuse && existsSync(join(outDir, 'index.html')))) {
    log('hash-base64: building into dist-hash-bench');
    await buildApp({ root, outDir });
  }
  return startPreview({ root, outDir, port });
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

const HELP = `Usage: node bench/hash-base64/run.mjs [options]

  --size-mib <n>  size of the seeded file in MiB (default 1024); e.g. 64 for a quick try
  --reuse         reuse dist-hash-bench if it was built before
  --port <n>      port for vite preview (default 4183)
  --no-write      print the summary, write no results file
  --help          this text
`;

async function main() {
  const { values } = parseArgs({
    options: {
      'size-mib': { type: 'string', default: '1024' },
      reuse: { type: 'boolean', default: false },
      port: { type: 'string', default: '4183' },
      'no-write': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
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
