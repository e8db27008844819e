import { describe, expect, it } from 'vitest';
import {
  MARGINS,
  QUICK,
  compareQuick,
  errorRows,
  newestComparable,
  quickTable,
  type QuickResults,
  type QuickRow,
} from '../../bench/lib/quick.mjs';

/**
 * The comparison of `npm run bench -- --quick` (bench/lib/quick.mjs) with the committed full
 * results: ratios within a run, generous margins, getting better never fails.
 */

interface Options {
  fcp?: number;
  home?: number;
  routes?: Record<string, number>;
  latency?: Record<string, number>;
  shell?: number;
  toolRoutes?: Record<string, number>;
  date?: string;
}

const routeIds = QUICK.routes;
const toolIds = QUICK.latency;

/** A results object shaped like bench/run.mjs writes it (one sample each: first = median). */
function results(options: Options = {}): QuickResults {
  const routes = options.routes ?? Object.fromEntries(routeIds.map((id) => [id, 2000]));
  const latency = options.latency ?? Object.fromEntries(toolIds.map((id) => [id, 60]));
  return {
    schema: 1,
    date: options.date ?? '2026-11-26T12:00:00.000Z',
    build: {
      shell: { gzip: options.shell ?? 118_000 },
      toolRoutes: Object.fromEntries(
        Object.entries(options.toolRoutes ?? { 'token-generator': 160_000, bcrypt: 180_000 }).map(([id, gzip]) => [id, { gzip }]),
      ),
    },
    firstLoad: [
      { path: '/', median: { fcp: options.fcp ?? 700, usable: options.home ?? 1400 } },
      ...Object.entries(routes).map(([id, usable]) => ({ path: `/${id}`, median: { fcp: 700, usable } })),
    ],
    latency: Object.entries(latency).map(([toolId, ms]) => ({ toolId, first: ms, median: ms })),
  };
}

const row = (rows: QuickRow[], metric: string) => {
  const found = rows.find((r) => r.metric === metric);
  if (!found) throw new Error(`no row "${metric}" in ${rows.map((r) => r.metric).join(', ')}`);
  return found;
};
const verdicts = (rows: QuickRow[]) => new Set(rows.map((r) => r.result));

describe('bench --quick comparison', () => {
  it('passes the same figures, and the same figures on a machine twice as slow', () => {
    expect(verdicts(compareQuick(results(), results()))).toEqual(new Set(['PASS']));
    const slower = results({
      fcp: 1400,
      home: 2800,
      routes: Object.fromEntries(routeIds.map((id) => [id, 4000])),
      latency: Object.fromEntries(toolIds.map((id) => [id, 120])),
    });
    expect(verdicts(compareQuick(results(), slower))).toEqual(new Set(['PASS']));
  });

  it('fails a route whose usable time grew beyond the margin relative to /, never one that got faster', () => {
    const [first, second] = routeIds as [string, string];
    const now = results({ routes: { [first]: 2000 * MARGINS.load * 1.1, [second]: 500 } });
    const rows = compareQuick(results(), now);
    expect(row(rows, `/${first} usable ÷ / usable`).result).toBe('FAIL');
    expect(row(rows, `/${second} usable ÷ / usable`).result).toBe('PASS');
    // Just inside the margin passes.
    const inside = compareQuick(results(), results({ routes: { [first]: 2000 * MARGINS.load * 0.95 } }));
    expect(row(inside, `/${first} usable ÷ / usable`).result).toBe('PASS');
  });

  it('fails a tool that got slower than the others, using the faster of its two samples', () => {
    const [slow, fast] = toolIds as [string, string];
    const latency = Object.fromEntries(toolIds.map((id) => [id, 60]));
    const now = results({ latency: { ...latency, [slow]: 60 * MARGINS.latency * 1.5, [fast]: 10 } });
    const rows = compareQuick(results(), now);
    expect(row(rows, `${slow} latency ÷ calibration`).result).toBe('FAIL');
    expect(row(rows, `${fast} latency ÷ calibration`).result).toBe('PASS');
    // A slow first step alone (a warm-up) does not count: the next step was as fast as before.
    const warmUp = results();
    warmUp.latency = warmUp.latency!.map((r) => (r.toolId === slow ? { ...r, first: 600 } : r));
    expect(row(compareQuick(results(), warmUp), `${slow} latency ÷ calibration`).result).toBe('PASS');
  });

  it('fails byte sizes over the margin, passes smaller ones, and shows passing routes outside the quick set in one line', () => {
    const now = results({
      shell: 118_000 * MARGINS.bytes * 1.02,
      toolRoutes: { 'token-generator': 120_000, bcrypt: 180_000 * MARGINS.bytes * 1.02, 'new-tool': 50_000 },
    });
    const committed = results({ toolRoutes: { 'token-generator': 160_000, bcrypt: 180_000, uuid: 100_000 } });
    const rows = compareQuick(committed, now);
    expect(row(rows, '/ JS+CSS gzip').result).toBe('FAIL');
    expect(row(rows, '/bcrypt static JS+CSS gzip').result).toBe('FAIL');
    expect(row(rows, '/token-generator static JS+CSS gzip').result).toBe('PASS');
    expect(row(rows, '/new-tool static JS+CSS gzip').result).toBe('no baseline');

    const many = results({ toolRoutes: { 'some-tool': 100_000, 'other-tool': 90_000 } });
    const table = quickTable(compareQuick(many, many));
    expect(table).not.toContain('/some-tool');
    expect(table).toContain("2 other tool routes' static JS+CSS gzip: PASS");
  });

  it('reports metrics the committed results lack as "no baseline", not failures', () => {
    const [route] = routeIds as [string];
    const committed = results({ routes: {}, latency: { [toolIds[0]!]: 60, [toolIds[1]!]: 60 } });
    const rows = compareQuick(committed, results());
    expect(row(rows, `/${route} usable ÷ / usable`).result).toBe('no baseline');
    // Two tools in common are too few for a calibration: every latency is "no baseline".
    for (const id of toolIds) expect(row(rows, `${id} latency`).result).toBe('no baseline');
    expect(rows.some((r) => r.result === 'FAIL')).toBe(false);
    expect(verdicts(compareQuick(null, results()))).toEqual(new Set(['no baseline']));
  });

  it('turns measurement errors into FAIL rows', () => {
    const now = results();
    now.firstLoad!.push({ path: '/bcrypt', error: 'not usable in time' });
    now.latency!.push({ toolId: 'hash-text', error: 'no output in time' });
    expect(errorRows(now).map((r) => [r.metric, r.result])).toEqual([
      ['/bcrypt first load', 'FAIL'],
      ['hash-text latency', 'FAIL'],
    ]);
  });

  it('compares with the newest full results that hold what it needs', () => {
    const full = (date: string) => results({ date });
    const noHome = { ...full('2026-12-03T00:00:00Z'), firstLoad: [] };
    const picked = newestComparable([
      { name: 'bench/results/2026-11-26-084ffbf.json', results: full('2026-11-26T16:15:00Z') },
      { name: 'bench/results/2026-11-26-e52a42e.json', results: full('2026-11-26T15:12:00Z') },
      { name: 'bench/results/2026-12-01-aaaaaaa-hash-base64.json', results: full('2026-12-01T00:00:00Z') },
      { name: 'bench/results/2026-12-02-bbbbbbb-sizes.json', results: full('2026-12-02T00:00:00Z') },
      { name: 'bench/results/2026-12-03-ccccccc.json', results: noHome },
    ]);
    expect(picked?.name).toBe('bench/results/2026-11-26-084ffbf.json');
    expect(newestComparable([])).toBeNull();
  });
});
