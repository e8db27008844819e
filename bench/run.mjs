// `npm run bench`: builds, serves the production build, measures it in throttled Chromium and
// writes bench/results/<date>-<commit>.json and .md. Options and method: bench/README.md.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchBrowser, openProfiledPage, PROFILE } from './lib/browser.mjs';
import { dataSetSizes } from './lib/data-sets.mjs';
import { buildApp, heaviest, shellFiles, shellViolations, sizeOf, toolRouteFiles, wholeAppSize } from './lib/build.mjs';
import { measureFirstLoad } from './lib/first-load.mjs';
import { DEFAULT_TOOL_ROUTES } from './lib/goals.mjs';
import { measureLatency } from './lib/latency.mjs';
import { MARGINS, QUICK, quickTable } from './lib/quick.mjs';
import { runQuick } from './lib/quick-run.mjs';
import { evaluateGoals, kB, largestShare, markdownSummary } from './lib/report.mjs';
import { startPreview } from './lib/server.mjs';
import { toolShares } from './lib/tool-share.mjs';
import { duplicatedLibraries } from './lib/duplicates.mjs';
import { availableSuites, runSuite } from './lib/suites.mjs';
import { loadScenario, registeredTools } from './lib/tools.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = join(root, 'bench');
// BENCH_OUT_DIR: a separate build folder, so two benches on one machine do not overwrite each other's build.
const outDir = process.env.BENCH_OUT_DIR ?? join(benchDir, '.tmp', 'dist');

const HELP = `Usage: npm run bench -- [options]

  --runs <n>        cold loads (and repeated latency steps) per measurement, median reported (default 3)
  --tools <a,b>     only these tools (first load and latency); default: first load of ${DEFAULT_TOOL_ROUTES.join(', ')},
                    latency of every registered tool
  --with <suite>    also run bench/<suite>/run.mjs (repeatable or comma-separated), e.g. --with hash-base64
  --all             every tool route and every optional suite
  --sizes-only      build and check sizes and the shell's imports only (no browser, a few seconds)
  --quick           regression guard run by CI (about a minute, writes no results): one cold load
                    of /, /${QUICK.routes.join(', /')} and two steps of ${QUICK.latency.length} tools;
                    their ratios (to / or to the tools' median latency) and gzip sizes against the newest
                    committed full results (bench/README.md); --strict fails beyond
                    ${MARGINS.load}× (loads), ${MARGINS.latency}× (latency) or ${MARGINS.bytes}× (sizes) the committed figure
  --no-write        print the summary, write no results file
  --strict          exit with 1 when a goal fails, except those marked not gating (errors always exit with 1)
  --port <n>        port for vite preview (default 4188)
`;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    tools: { type: 'string' },
    with: { type: 'string', multiple: true, default: [] },
    all: { type: 'boolean', default: false },
    'sizes-only': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    port: { type: 'string', default: '4188' },
    help: { type: 'boolean', default: false },
  },
});

const log = (message) => console.log(message);
const list = (text) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function chooseTools(registered) {
  const asked = list(options.tools);
  const unknown = asked.filter((id) => !registered.includes(id));
  if (unknown.length) throw new Error(`not registered: ${unknown.join(', ')} (registered: ${registered.join(', ')})`);
  if (asked.length) return { routes: asked, latency: asked };
  const defaults = DEFAULT_TOOL_ROUTES.filter((id) => registered.includes(id));
  const routes = options.all ? registered : defaults.length ? defaults : registered.slice(0, 1);
  return { routes, latency: registered };
}

function chooseSuites() {
  const available = availableSuites(benchDir);
  if (options.all) return available;
  const asked = options.with.flatMap(list);
  for (const name of asked.filter((n) => !available.includes(n)))
    log(`(suite "${name}" skipped: bench/${name}/run.mjs does not exist yet)`);
  return asked.filter((n) => available.includes(n));
}

async function measureInBrowser(results, tools, suites, runs) {
  const server = await startPreview({ root, outDir, port: Number(options.port) });
  let browser = null;
  const stop = async () => {
    await browser?.close().catch(() => {});
    await server.stop();
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    browser = await launchBrowser();
    results.environment.chromium = browser.version();
    const context = { root, benchDir, outDir, baseURL: server.baseURL, browser, profile: PROFILE, runs, log };

    log('First loads (cold, throttled):');
    const routes = [{ path: '/', kind: 'home' }, ...tools.routes.map((id) => ({ path: `/${id}`, kind: 'tool' }))];
    for (const route of routes) {
      try {
        results.firstLoad.push(await measureFirstLoad(browser, { ...context, ...route }));
      } catch (error) {
        // A route that never becomes usable is a FAIL row of the summary; the run goes on.
        const reason = error.message.split('\n')[0];
        log(`  ${route.path}: ${reason}`);
        results.firstLoad.push({ ...route, error: reason, median: null, files: [], errors: [], runs: [] });
      }
    }

    log('Tool latency:');
    for (const toolId of tools.latency) {
      const scenario = await loadScenario(benchDir, toolId);
      if (!scenario) {
        results.latency.push({ toolId, scenario: null });
        continue;
      }
      try {
        results.latency.push(await measureLatency(browser, { ...context, toolId, scenario }));
      } catch (error) {
        // A scenario that fails is a FAIL row of the summary; the run goes on.
        results.latency.push({ toolId, scenario: scenario.description, error: error.message.split('\n')[0] });
      }
    }

    for (const name of suites) {
      log(`Suite ${name}:`);
      try {
        results.suites[name] = await runSuite(benchDir, name, {
          ...context,
          openProfiledPage: (pageOptions) => openProfiledPage(browser, pageOptions),
        });
      } catch (error) {
        results.suites[name] = { error: error.message };
        results.errors.push(`suite ${name}: ${error.message}`);
      }
    }
  } finally {
    await stop();
  }
}

/** `--quick`: prints the comparison table; with --strict, exits with 1 when a row fails. */
async function quick() {
  const started = Date.now();
  const { rows } = await runQuick({ root, benchDir, outDir, port: Number(options.port), log });
  log(quickTable(rows));
  const failed = rows.filter((row) => row.result === 'FAIL').length;
  const missing = rows.filter((row) => row.result === 'no baseline').length;
  log(
    `Quick bench: ${failed ? `${failed} FAIL` : 'PASS'}${missing ? `, ${missing} without baseline` : ''}, ` +
      `${Math.round((Date.now() - started) / 1000)} s (load average ${loadAverage()})`,
  );
  return options.strict && failed ? 1 : 0;
}

async function main() {
  if (options.help) {
    log(HELP);
    return 0;
  }
  if (options.quick) return quick();
  const runs = Number.parseInt(options.runs, 10);
  if (!(runs >= 1)) throw new Error('--runs must be a whole number ≥ 1');
  const registered = registeredTools(root);
  const tools = chooseTools(registered);
  const suites = options['sizes-only'] ? [] : chooseSuites();
  const started = new Date();
  const results = {
    schema: 1,
    date: started.toISOString(),
    commit: {
      sha: git('rev-parse', 'HEAD'),
      short: git('rev-parse', '--short', 'HEAD') || 'nogit',
      dirty: git('status', '--porcelain', '--untracked-files=no') !== '',
    },
    environment: {
      node: process.version,
      chromium: null,
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      loadAverage: { start: loadAverage(), end: null },
    },
    profile: PROFILE,
    runs,
    build: null,
    firstLoad: [],
    latency: [],
    suites: {},
    goals: [],
    errors: [],
  };

  log(`Building into ${outDir} …`);
  const info = await buildApp({ root, outDir });
  const shell = shellFiles(info);
  const shares = toolShares(info, shell, registered);
  results.errors.push(...shares.errors);
  results.build = {
    shell: sizeOf(info, shell),
    toolRoutes: Object.fromEntries(registered.map((id) => [id, { gzip: sizeOf(info, toolRouteFiles(info, id)).gzip }])),
    wholeApp: (({ gzip, raw, files }) => ({ gzip, raw, files: files.length }))(wholeAppSize(info)),
    dataSets: dataSetSizes(outDir),
    shellViolations: shellViolations(info),
    shellHeaviest: heaviest(info, shell),
    toolShares: shares.shares,
    toolsTotal: shares.total,
    duplicatedLibraries: duplicatedLibraries(outDir),
  };
  log(
    `Shell (static): ${kB(results.build.shell.gzip)} JS+CSS gzip, ${results.build.shellViolations.length} lazy-only module(s) in it`,
  );
  const largest = largestShare(results.build.toolShares);
  if (largest) log(`Largest share of a tool in /: ${largest.gzip} B gzip (${largest.id}), ${registered.length} tools`);

  if (!options['sizes-only']) await measureInBrowser(results, tools, suites, runs);

  results.environment.loadAverage.end = loadAverage();
  results.goals = evaluateGoals(results);
  const summary = markdownSummary(results);
  if (!options['no-write']) {
    const resultsDir = join(benchDir, 'results');
    mkdirSync(resultsDir, { recursive: true });
    const name = `${results.date.slice(0, 10)}-${results.commit.short}${options['sizes-only'] ? '-sizes' : ''}`;
    writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(join(resultsDir, `${name}.md`), summary);
    log(`\nWrote bench/results/${name}.json and .md`);
  }
  log(`\n${summary}`);
  for (const error of results.errors) console.error(`error: ${error}`);
  const failed = results.goals.some((goal) => goal.pass === false && goal.gate !== false);
  return results.errors.length || (options.strict && failed) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
