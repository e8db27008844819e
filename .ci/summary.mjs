// Prints one plain closing line for the whole run from the unit and browser JSON reports:
// "tests: N passed, N failed" (plus skipped), so CI can read the totals whatever the runner.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;

const unit = read('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests ?? 0;
  failed += unit.numFailedTests ?? 0;
  skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
  console.log(`unit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
}

const e2e = read('test-results/e2e.json');
if (e2e?.stats) {
  const flaky = e2e.stats.flaky ?? 0;
  passed += e2e.stats.expected + flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  console.log(
    `browser: ${e2e.stats.expected + flaky} passed, ${e2e.stats.unexpected} failed${flaky ? ` (${flaky} flaky, passed on retry)` : ''}`,
  );
}

// The Firefox and WebKit smoke (tests/cross-browser): its exit status fails the run; its totals count here.
const crossBrowser = read('test-results/cross-browser.json');
if (crossBrowser) {
  passed += crossBrowser.passed;
  failed += crossBrowser.failed;
  console.log(`firefox and webkit: ${crossBrowser.passed} passed, ${crossBrowser.failed} failed`);
}

if (!unit || !e2e) {
  console.log(`missing report: ${!unit ? 'test-results/unit.json ' : ''}${!e2e ? 'test-results/e2e.json' : ''}`);
  failed += 1;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
