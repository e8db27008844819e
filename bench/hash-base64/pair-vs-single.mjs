// Is the Base64 file converter's worker pair worth its code? The same file encoded, and its Base64
// decoded, into a Blob by the converter's own code on one worker and on the pair (reader +
// Blob-building helper), alternating, in the same browser and run. No throttling.
//
//   node bench/hash-base64/pair-vs-single.mjs [--size-mib 1024] [--runs 3] [--no-write]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'rolldown';
import { launchBrowser } from '../lib/browser.mjs';
import { median } from '../lib/stats.mjs';
import { MiB, root, round } from './common.mjs';
import { writeBase64File, writeSeededFile } from './files.mjs';

const { values: opts } = parseArgs({
  options: {
    'size-mib': { type: 'string', default: '1024' },
    runs: { type: 'string', default: '3' },
    'no-write': { type: 'boolean' },
  },
});
const sizeBytes = Number(opts['size-mib']) * MiB;
const runs = Number(opts.runs);

async function bundleWorker() {
  const out = await build({
    input: join(root, 'bench/hash-base64/pair-worker.ts'),
    resolve: { alias: { '@': join(root, 'src') } },
    output: { format: 'esm', codeSplitting: false, minify: true },
    write: false,
  });
  return out.output[0].code;
}

function serve(workerCode) {
  const page = '<!doctype html><title>pair vs single</title><input type="file" id="file">';
  const server = createServer((req, res) => {
    const js = req.url.endsWith('/worker.js');
    res.writeHead(200, { 'content-type': js ? 'text/javascript' : 'text/html' });
    res.end(js ? workerCode : page);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** One conversion in the page: `mode` single or pair; resolves with the wall time and output size. */
function convert(page, direction, mode) {
  return page.evaluate(
    async ({ direction, mode }) => {
      const file = document.querySelector('#file').files[0];
      const spawn = () => new Worker('/worker.js', { type: 'module' });
      const answer = (worker) =>
        new Promise((resolve, reject) => {
          worker.onmessage = (e) => resolve(e.data);
          worker.onerror = (e) => reject(new Error(e.message));
        });
      // Workers are made (and their module loaded) before the clock starts, as the app keeps them warm.
      const workers = mode === 'single' ? [spawn()] : [spawn(), spawn()];
      await new Promise((r) => setTimeout(r, 50));
      const started = performance.now();
      let blob;
      if (mode === 'single') {
        const done = answer(workers[0]);
        workers[0].postMessage({ type: `${direction}-single`, file });
        blob = (await done).blob;
      } else {
        const channel = new MessageChannel();
        const reader = answer(workers[0]);
        const helper = answer(workers[1]);
        workers[0].postMessage({ type: `${direction}-reader`, file, port: channel.port1 }, [channel.port1]);
        workers[1].postMessage({ type: 'collect', port: channel.port2 }, [channel.port2]);
        blob = (await Promise.all([reader, helper]))[1].blob;
      }
      const ms = performance.now() - started;
      workers.forEach((w) => w.terminate());
      return { ms, size: blob.size };
    },
    { direction, mode },
  );
}

async function main() {
  const tmp = mkdtempSync(join(tmpdir(), 'base64-pair-'));
  const dataPath = join(tmp, 'data.bin');
  const base64Path = join(tmp, 'data.b64');
  writeSeededFile(dataPath, sizeBytes, 0x2545f491);
  await writeBase64File(dataPath, base64Path);
  const server = await serve(await bundleWorker());
  const browser = await launchBrowser();
  const results = {};
  try {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    for (const [direction, path, expected] of [
      ['encode', dataPath, Math.ceil(sizeBytes / 3) * 4],
      ['decode', base64Path, sizeBytes],
    ]) {
      await page.locator('#file').setInputFiles(path);
      const times = { single: [], pair: [] };
      for (let i = 0; i < runs; i++) {
        for (const mode of i % 2 ? ['pair', 'single'] : ['single', 'pair']) {
          const { ms, size } = await convert(page, direction, mode);
          if (size !== expected) throw new Error(`${direction} ${mode}: ${size} bytes, expected ${expected}`);
          times[mode].push(ms);
          console.log(`${direction} ${mode}: ${round(ms / 1000, 2)} s`);
        }
      }
      const single = median(times.single);
      const pair = median(times.pair);
      results[direction] = {
        singleSeconds: round(single / 1000, 3),
        pairSeconds: round(pair / 1000, 3),
        singleMBps: round(sizeBytes / 1e6 / (single / 1000), 1),
        pairMBps: round(sizeBytes / 1e6 / (pair / 1000), 1),
        pairFaster: round((single - pair) / single, 3),
        runs: times,
      };
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(tmp, { recursive: true, force: true });
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  const lines = [
    `# Base64 file converter: worker pair vs one worker (${opts['size-mib']} MiB, median of ${runs})`,
    '',
    `Commit ${commit}, ${cpus().length} cores (${cpus()[0].model}), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, no throttling.`,
    "Wall time from handing the file to the worker(s) to the finished Blob; the converter's own code, bundled for the bench.",
    '',
    '| direction | one worker | pair | pair faster by |',
    '| --- | --- | --- | --- |',
    ...Object.entries(results).map(
      ([d, r]) =>
        `| ${d} | ${r.singleSeconds} s (${r.singleMBps} MB/s) | ${r.pairSeconds} s (${r.pairMBps} MB/s) | ${Math.round(r.pairFaster * 100)} % |`,
    ),
  ];
  console.log(lines.join('\n'));
  if (!opts['no-write']) {
    const dir = join(root, 'bench/results');
    mkdirSync(dir, { recursive: true });
    const base = join(dir, `${new Date().toISOString().slice(0, 10)}-${commit}-base64-pair`);
    writeFileSync(`${base}.md`, lines.join('\n') + '\n');
    writeFileSync(`${base}.json`, JSON.stringify({ sizeBytes, runs, results }, null, 2) + '\n');
  }
}

await main();
