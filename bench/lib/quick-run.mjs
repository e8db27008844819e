// `npm run bench -- --quick`: build, serve, measure the quick set once each on the bench profile,
// compare its ratios with the last committed full results (bench/lib/quick.mjs). Writes nothing.
import { execFileSync } from 'node:child_process';
import { launchBrowser } from './browser.mjs';
import { buildApp, shellFiles, sizeOf, toolRouteFiles } from './build.mjs';
import { measureFirstLoad } from './first-load.mjs';
import { measureLatency } from './latency.mjs';
import { QUICK, compareQuick, errorRows, newestComparable } from './quick.mjs';
import { startPreview } from './server.mjs';
import { loadScenario, registeredTools } from './tools.mjs';

/** Full results committed at HEAD (`bench/results/<date>-<sha>.json`), newest comparable one, or null. */
export function committedBaseline(root) {
  const git = (...args) =>
    execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 << 20 }).toString();
  let names;
  try {
    names = git('ls-tree', '-r', '--name-only', 'HEAD', '--', 'bench/results').split('\n');
  } catch {
    return null; // not a git checkout: every metric is "no baseline"
  }
  const files = names
    .filter((name) => /\/\d{4}-\d{2}-\d{2}-[0-9a-f]{4,40}\.json$/.test(name))
    .flatMap((name) => {
      try {
        return [{ name, results: JSON.parse(git('show', `HEAD:${name}`)) }];
      } catch {
        return [];
      }
    });
  return newestComparable(files);
}

// A page that never settles (a busy loop in the app) must not hang CI: a measurement gives up, and
// the ones after it are not taken (the abandoned one may still be running in the browser).
const MEASUREMENT_TIMEOUT_MS = 120_000;

function withTimeout(promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`no result in ${MEASUREMENT_TIMEOUT_MS / 1000} s`), { timedOut: true })),
      MEASUREMENT_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The quick run's measurements, shaped like a full run's results (same fields the ratios read). */
async function measure({ root, benchDir, outDir, port }) {
  const now = { build: null, firstLoad: [], latency: [] };
  // The build's warnings are CI's production build step's to show.
  const info = await buildApp({ root, outDir, logLevel: 'error' });
  now.build = {
    shell: { gzip: sizeOf(info, shellFiles(info)).gzip },
    toolRoutes: Object.fromEntries(
      registeredTools(root).map((id) => [id, { gzip: sizeOf(info, toolRouteFiles(info, id)).gzip }]),
    ),
  };
  const server = await startPreview({ root, outDir, port });
  let browser = null;
  const stop = async () => {
    await browser?.close().catch(() => {});
    await server.stop();
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    browser = await launchBrowser();
    // One sample each; instead of the full bench's lines, one line naming each measurement as it
    // starts (a hang shows where), its figures are in the table.
    const context = { baseURL: server.baseURL, outDir, runs: 1, log: () => {} };
    const progress = (name) => process.stdout.write(`${name} `);
    process.stdout.write('Measuring: ');
    let timedOut = null;
    const measureOne = async (promise) => {
      if (timedOut) throw new Error(`not measured: ${timedOut} timed out`);
      return withTimeout(promise());
    };
    const routes = [{ path: '/', kind: 'home' }, ...QUICK.routes.map((id) => ({ path: `/${id}`, kind: 'tool' }))];
    for (const route of routes) {
      progress(route.path);
      try {
        now.firstLoad.push(await measureOne(() => measureFirstLoad(browser, { ...context, ...route })));
      } catch (error) {
        if (error.timedOut) timedOut ??= route.path;
        now.firstLoad.push({ ...route, error: error.message.split('\n')[0] });
      }
    }
    for (const toolId of QUICK.latency) {
      progress(toolId);
      try {
        const scenario = await loadScenario(benchDir, toolId);
        if (!scenario) throw new Error(`bench/scenarios/${toolId}.mjs is missing`);
        now.latency.push(await measureOne(() => measureLatency(browser, { ...context, toolId, scenario, skipLarge: true })));
      } catch (error) {
        if (error.timedOut) timedOut ??= toolId;
        now.latency.push({ toolId, error: error.message.split('\n')[0] });
      }
    }
    process.stdout.write('\n');
  } finally {
    await stop();
  }
  return now;
}

/** Runs the quick mode: `{ baseline, rows }` (rows as compareQuick and errorRows give them). */
export async function runQuick({ root, benchDir, outDir, port, log }) {
  const baseline = committedBaseline(root);
  log(
    baseline
      ? `Quick bench: comparing with ${baseline.name} (${baseline.results.commit?.short ?? '?'}, ${baseline.results.runs} runs)`
      : 'Quick bench: no committed full results to compare with (every metric: no baseline)',
  );
  const now = await measure({ root, benchDir, outDir, port });
  return { baseline, rows: [...errorRows(now), ...compareQuick(baseline?.results ?? null, now)] };
}
