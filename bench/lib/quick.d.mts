// Types of bench/lib/quick.mjs, for its unit test (tests/unit/bench-quick.test.ts).

/** The parts of a bench results file (bench/run.mjs) the quick comparison reads. */
export interface QuickResults {
  schema?: number;
  date?: string;
  build?: { shell?: { gzip: number }; toolRoutes?: Record<string, { gzip: number }> } | null;
  firstLoad?: { path: string; error?: string; median?: { fcp?: number | null; usable?: number | null } | null }[];
  latency?: { toolId: string; error?: string; first?: number; median?: number | null }[];
}

export interface QuickRow {
  metric: string;
  kind: 'load' | 'latency' | 'bytes' | 'error';
  route?: string;
  committed: string;
  now: string;
  limit: string;
  result: 'PASS' | 'FAIL' | 'no baseline';
  measured: string;
}

export const QUICK: Readonly<{ routes: readonly string[]; latency: readonly string[]; minCalibrationTools: number }>;
export const MARGINS: Readonly<{ load: number; latency: number; bytes: number }>;
export function isComparable(results: unknown): boolean;
export function newestComparable<T extends { name: string; results: QuickResults }>(files: T[]): T | null;
export function compareQuick(
  baseline: QuickResults | null,
  now: QuickResults,
  margins?: { load: number; latency: number; bytes: number },
): QuickRow[];
export function errorRows(now: QuickResults): QuickRow[];
export function quickTable(rows: QuickRow[]): string;
