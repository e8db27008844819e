// Firefox and WebKit smoke: every registered tool loads without errors, a file hash and a Base64
// round trip work. Serves CB_DIST (default dist) with `vite preview` on CB_PORT (default 4291),
// runs one browser after the other (one page each, route to route), prints one line per browser
// and every failure; exits 1 on any failure. A browser that cannot start is a failure.
// CB_BROWSERS=firefox or webkit runs only one; CB_JSON=<file> also writes the totals there (for CI's
// closing line); CB_VERBOSE=1 prints each check's time.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPreview } from '../../bench/lib/server.mjs';
import { checkBase64RoundTrip, checkFileHash, checkToolLoads } from './checks.mjs';
import { launchFirefox } from './firefox.mjs';
import { launchWebKit } from './webkit.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = resolve(root, process.env.CB_DIST || 'dist');
const port = Number(process.env.CB_PORT || 4291);
const BROWSERS = { firefox: launchFirefox, webkit: launchWebKit };
const wanted = (process.env.CB_BROWSERS || 'firefox,webkit').split(',').map((name) => name.trim());

// Registered tools, as the registry finds them: every folder under src/tools with a tool.ts.
const toolsDir = join(root, 'src/tools');
const toolIds = readdirSync(toolsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(toolsDir, entry.name, 'tool.ts')))
  .map((entry) => entry.name)
  .sort();
const names = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(root, 'locales/en/app.json'), 'utf8')).tools).map(([id, tool]) => [id, tool.name]),
);

const messageOf = (error) => String(error?.message ?? error);

/** Runs every check in one browser; returns { passed, failures, version, seconds }. */
async function runBrowser(browser, baseURL) {
  const started = Date.now();
  const failures = [];
  let passed = 0;
  let page;
  try {
    page = await BROWSERS[browser](baseURL);
  } catch (error) {
    failures.push({ tool: '-', what: 'browser start', message: messageOf(error) });
    return { passed, failures, version: 'not started', seconds: (Date.now() - started) / 1000 };
  }
  const checks = [
    ...toolIds.map((id) => ({
      tool: id,
      what: 'loads',
      run: () => checkToolLoads(page, id, names[id] ?? id),
    })),
    { tool: 'hash-text', what: 'file SHA-256', run: () => checkFileHash(page) },
    { tool: 'base64-string-converter', what: 'round trip', run: () => checkBase64RoundTrip(page) },
  ];
  for (const check of checks) {
    const t0 = Date.now();
    try {
      await check.run();
      passed++;
      if (process.env.CB_VERBOSE) console.log(`  ${browser} ${check.tool} [${check.what}] ${Date.now() - t0} ms`);
    } catch (error) {
      failures.push({ tool: check.tool, what: check.what, message: messageOf(error) });
      // Errors left over from a failed check must not be charged to the next one.
      await page.takeErrors().catch(() => {});
    }
  }
  await page.close().catch(() => {});
  return { passed, failures, version: page.version, seconds: (Date.now() - started) / 1000 };
}

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run npm run build first (or set CB_DIST).`);
  process.exit(1);
}
const unknown = wanted.filter((name) => !BROWSERS[name]);
if (unknown.length) {
  console.error(`Unknown browser(s) in CB_BROWSERS: ${unknown.join(', ')} (known: ${Object.keys(BROWSERS).join(', ')})`);
  process.exit(1);
}

const server = await startPreview({ root, outDir: dist, port });
let passed = 0;
let failed = 0;
try {
  for (const browser of wanted) {
    const result = await runBrowser(browser, server.baseURL);
    const total = result.passed + result.failures.length;
    console.log(
      `${browser} (${result.version}): ${result.passed}/${total} checks passed, ${result.failures.length} failed, ` +
        `${result.seconds.toFixed(1)} s`,
    );
    for (const failure of result.failures) {
      console.log(`  FAIL ${browser} ${failure.tool} [${failure.what}]: ${failure.message}`);
    }
    passed += result.passed;
    failed += result.failures.length;
  }
} finally {
  await server.stop();
}
if (process.env.CB_JSON) {
  mkdirSync(dirname(resolve(process.env.CB_JSON)), { recursive: true });
  writeFileSync(process.env.CB_JSON, JSON.stringify({ passed, failed }));
}
process.exit(failed ? 1 : 0);
