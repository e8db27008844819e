// `npm run bench -- --quick`: the regression guard's set, ratios, margins and comparison with the
// last committed full results. Pure functions (no browser, no build): tests/unit/bench-quick.test.ts.
import { DEFAULT_TOOL_ROUTES } from './goals.mjs';

/** What the quick mode measures: cheap, stable scenarios, once each, no large steps. */
export const QUICK = Object.freeze({
  // Cold first loads besides `/`: the default routes of a full run, so that a default run is the
  // baseline of every one of them.
  routes: DEFAULT_TOOL_ROUTES,
  // Tools without a debounce whose normal steps answer in about 25-150 ms on the profile (faster
  // ones, e.g. base64-string-converter at ~10 ms, are below the frame-by-frame resolution), on the
  // main thread (token, UUID) or in a worker (hash, the JSON/YAML text worker).
  latency: Object.freeze([
    'token-generator',
    'uuid-generator',
    'hash-text',
    'json-prettify',
    'json-minify',
    'yaml-to-json-converter',
  ]),
  // Fewer tools in common with the committed results and the calibration (their median) means
  // little: each tool would mostly be compared with itself.
  minCalibrationTools: 3,
});

/**
 * How much worse than the committed figure a ratio may get before it fails. Generous on purpose:
 * the quick run takes one sample where the committed figures are medians of 3, on whatever machine
 * CI has and with other jobs running; only a clear regression (a route twice as slow relative to
 * `/`, a tool 2.5 times as slow relative to the others, a bundle 15 % heavier) should fail. The
 * latencies are a few frames, so their ratios move more: the same tool ranged over 0.46-0.92 of the
 * calibration in four quick runs on a busy 2-core machine. Getting better never fails.
 */
export const MARGINS = Object.freeze({ load: 2, latency: 2.5, bytes: 1.15 });

const isNumber = (value) => typeof value === 'number' && Number.isFinite(value) && value > 0;
const ms = (value) => `${Math.round(value)} ms`;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const fixed = (ratio) => ratio.toFixed(2);

function median(values) {
  const sorted = values.filter(isNumber).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A full results file the quick mode can compare with: build sizes and a first load of `/`. */
export function isComparable(results) {
  const home = results?.firstLoad?.find?.((row) => row.path === '/');
  return (
    results?.schema === 1 &&
    isNumber(results.build?.shell?.gzip) &&
    typeof results.build?.toolRoutes === 'object' &&
    isNumber(home?.median?.fcp) &&
    isNumber(home?.median?.usable) &&
    Array.isArray(results.latency)
  );
}

/**
 * The newest comparable results among `{ name, results }` (tracked bench/results/*.json files):
 * full runs only (`<date>-<sha>.json`, not a suite's or a sizes-only file), newest by recorded date.
 */
export function newestComparable(files) {
  return (
    files
      .filter(({ name }) => /(^|\/)\d{4}-\d{2}-\d{2}-[0-9a-f]{4,40}\.json$/.test(name))
      .filter(({ results }) => isComparable(results))
      .sort((a, b) => String(b.results.date).localeCompare(String(a.results.date)) || b.name.localeCompare(a.name))[0] ?? null
  );
}

const firstLoadOf = (results, path) => {
  const row = results.firstLoad?.find((r) => r.path === path && !r.error);
  return isNumber(row?.median?.usable) ? row.median : null;
};
/**
 * A tool's latency: the faster of its first step and its next steps' median (the only next step in
 * a quick run). Noise from other jobs only adds time, so the faster of two samples is the steadier.
 */
const latencyOf = (results, toolId) => {
  const row = results.latency?.find((r) => r.toolId === toolId && !r.error);
  return isNumber(row?.first) && isNumber(row?.median) ? Math.min(row.first, row.median) : null;
};

/** The time ratios of one run: `{ metric: { kind, ratio, raw } }`, missing metrics left out. */
function timeRatios(results, calibrationTools) {
  const out = {};
  const home = firstLoadOf(results, '/');
  if (home && isNumber(home.fcp)) {
    out['/ usable ÷ / FCP'] = { kind: 'load', ratio: home.usable / home.fcp, raw: `${ms(home.usable)} / ${ms(home.fcp)}` };
  }
  for (const id of QUICK.routes) {
    const route = firstLoadOf(results, `/${id}`);
    if (home && route)
      out[`/${id} usable ÷ / usable`] = {
        kind: 'load',
        ratio: route.usable / home.usable,
        raw: `${ms(route.usable)} / ${ms(home.usable)}`,
      };
  }
  const calibration = median(calibrationTools.map((id) => latencyOf(results, id)));
  if (calibrationTools.length < QUICK.minCalibrationTools || !calibration) return out;
  for (const id of calibrationTools) {
    const latency = latencyOf(results, id);
    out[`${id} latency ÷ calibration`] = {
      kind: 'latency',
      ratio: latency / calibration,
      raw: `${ms(latency)} / ${ms(calibration)}`,
    };
  }
  return out;
}

/**
 * Compares a quick run with committed full results. Time metrics are ratios within each run (a
 * route's usable time to `/`'s, a tool's latency to the calibration: the median latency of the
 * quick tools both runs measured); byte sizes (gzip of the static first load, from the build) are
 * compared directly. A row fails when it is worse than the committed figure times its margin.
 * Rows: `{ metric, kind, committed, now, limit, result: 'PASS' | 'FAIL' | 'no baseline', measured }`.
 */
export function compareQuick(baseline, now, margins = MARGINS) {
  const rows = [];
  const judge = (value, limit) => (limit === null ? 'no baseline' : value <= limit ? 'PASS' : 'FAIL');
  const common = QUICK.latency.filter((id) => latencyOf(now, id) && baseline && latencyOf(baseline, id));
  const nowTimes = timeRatios(now, common);
  const baseTimes = baseline ? timeRatios(baseline, common) : {};
  for (const [metric, { kind, ratio, raw }] of Object.entries(nowTimes)) {
    const committed = baseTimes[metric]?.ratio ?? null;
    const limit = committed === null ? null : committed * margins[kind];
    rows.push({
      metric,
      kind,
      committed: committed === null ? '—' : fixed(committed),
      now: fixed(ratio),
      limit: limit === null ? '—' : fixed(limit),
      result: judge(ratio, limit),
      measured: raw,
    });
  }
  // Latencies measured but not compared: the committed run lacks them, or too few tools in common.
  const compared = common.length >= QUICK.minCalibrationTools ? common : [];
  for (const id of QUICK.latency.filter((each) => !compared.includes(each))) {
    const latency = latencyOf(now, id);
    if (latency === null) continue;
    const metric = `${id} latency`;
    rows.push({ metric, kind: 'latency', committed: '—', now: '—', limit: '—', result: 'no baseline', measured: ms(latency) });
  }
  const bytes = (metric, value, committedValue, route) => {
    const limit = isNumber(committedValue) ? committedValue * margins.bytes : null;
    rows.push({
      metric,
      kind: 'bytes',
      route,
      committed: isNumber(committedValue) ? kB(committedValue) : '—',
      now: kB(value),
      limit: limit === null ? '—' : kB(limit),
      result: judge(value, limit),
      measured: limit === null ? '' : `${fixed(value / committedValue)}× committed`,
    });
  };
  if (isNumber(now.build?.shell?.gzip)) bytes('/ JS+CSS gzip', now.build.shell.gzip, baseline?.build?.shell?.gzip, '/');
  for (const [id, { gzip }] of Object.entries(now.build?.toolRoutes ?? {})) {
    if (isNumber(gzip)) bytes(`/${id} static JS+CSS gzip`, gzip, baseline?.build?.toolRoutes?.[id]?.gzip, id);
  }
  return rows;
}

/** Errors of the quick run (a route never usable, a scenario that failed) as FAIL rows. */
export function errorRows(now) {
  return [
    ...(now.firstLoad ?? []).filter((r) => r.error).map((r) => ({ metric: `${r.path} first load`, detail: r.error })),
    ...(now.latency ?? []).filter((r) => r.error).map((r) => ({ metric: `${r.toolId} latency`, detail: r.error })),
  ].map(({ metric, detail }) => ({
    metric,
    kind: 'error',
    committed: '—',
    now: '—',
    limit: '—',
    result: 'FAIL',
    measured: detail,
  }));
}

/**
 * The printed table: every time row, the bytes of `/` and of the quick routes, and any other
 * route's bytes only when they fail or have no baseline (the others are counted in one line).
 */
export function quickTable(rows) {
  const shown = rows.filter(
    (r) => r.kind !== 'bytes' || r.route === '/' || QUICK.routes.includes(r.route) || r.result !== 'PASS',
  );
  const hidden = rows.length - shown.length;
  const headers = ['metric', 'committed', 'now', 'limit', 'result', 'measured now'];
  const cells = [headers, ...shown.map((r) => [r.metric, r.committed, r.now, r.limit, r.result, r.measured])];
  const widths = headers.map((_, i) => Math.max(...cells.map((c) => String(c[i]).length)));
  const line = (c) =>
    c
      .map((cell, i) => String(cell).padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  const lines = [line(cells[0]), ...cells.slice(1).map(line)];
  if (hidden) lines.push(`(${hidden} other tool routes' static JS+CSS gzip: PASS, within ${MARGINS.bytes}× committed)`);
  return lines.join('\n');
}
