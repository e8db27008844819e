import { InputError } from '@/lib/errors';

/** One suite as typed: its name and its measures, each the text of its field ('' while empty). */
export interface Suite {
  title: string;
  values: string[];
}

/** One row of the results table, with every cell already in its displayed form. */
export type ResultRow = {
  position: number;
  title: string;
  samples: number;
  mean: string;
  variance: string;
};

/** The column headers, in the user's language: the copies use the same words as the table. */
export interface Headers {
  position: string;
  title: string;
  samples: string;
  mean: string;
  variance: string;
}

export const DEFAULT_SUITES: readonly Suite[] = [
  { title: 'Suite 1', values: ['5', '10'] },
  { title: 'Suite 2', values: ['8', '12'] },
];

/** "Reset suites": two suites without measures (one empty field each, ready to type in). */
export const EMPTY_SUITES: readonly Suite[] = [
  { title: 'Suite 1', values: [''] },
  { title: 'Suite 2', values: [''] },
];

/** A measure's field: null while empty, NaN when it is not a number. */
export function parseMeasure(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : Number.NaN;
}

export const mean = (values: readonly number[]): number =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;

/** The population variance: the mean of the squared deviations from the mean. */
export function populationVariance(values: readonly number[]): number {
  const average = mean(values);
  return mean(values.map((value) => (value - average) ** 2));
}

/** Rounded to 3 decimals, half away from zero, on the decimal digits (1.0005 → 1.001, not 1). */
export function round3(value: number): number {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return value;
  const rounded = Math.round(Number(`${Math.abs(value)}e3`));
  const result = Number(`${rounded}e-3`) * Math.sign(value);
  return Object.is(result, -0) ? 0 : result;
}

/** The measures of every suite, or InputError('notANumber') naming the first field that is not a number. */
function measuresOf(suites: readonly Suite[]): number[][] {
  return suites.map((suite, suiteIndex) =>
    suite.values.flatMap((text, valueIndex) => {
      const value = parseMeasure(text);
      if (value === null) return [];
      if (Number.isNaN(value)) throw new InputError('notANumber', { suite: suiteIndex + 1, value: valueIndex + 1 });
      return [value];
    }),
  );
}

/**
 * The results table: suites with measures, by mean ascending (ties keep the suites' order). Means
 * and variances are rounded to 3 decimals and carry the unit; each row after the best adds its
 * distance to the best mean, ` (+<delta><unit> ; x<ratio>)`, with ratio ∞ when the best mean is 0.
 */
export function benchmarkResults(suites: readonly Suite[], unit: string): ResultRow[] {
  const cleanUnit = unit.trim();
  const measured = measuresOf(suites)
    .map((values, index) => ({ title: suites[index]!.title, values }))
    .filter((suite) => suite.values.length > 0)
    .map((suite) => ({ ...suite, mean: mean(suite.values), variance: populationVariance(suite.values) }))
    .sort((a, b) => a.mean - b.mean);
  const best = measured[0]?.mean ?? 0;
  return measured.map((suite, index) => {
    const ratio = best === 0 ? '∞' : String(round3(suite.mean / best));
    const comparison = index === 0 ? '' : ` (+${round3(suite.mean - best)}${cleanUnit} ; x${ratio})`;
    return {
      position: index + 1,
      title: suite.title,
      samples: suite.values.length,
      mean: `${round3(suite.mean)}${cleanUnit}${comparison}`,
      variance: `${round3(suite.variance)}${cleanUnit ? ` ${cleanUnit}²` : ''}`,
    };
  });
}

const COLUMNS = ['position', 'title', 'samples', 'mean', 'variance'] as const;

/** A cell of a markdown table: pipes escaped, line breaks as spaces. */
const markdownCell = (value: string | number) =>
  String(value)
    .replace(/\|/g, '\\|')
    .replace(/\r?\n|\r/g, ' ');

/** `| Position | Suite | … |`, `| --- | … |`, then one line per row. */
export function toMarkdownTable(rows: readonly ResultRow[], headers: Headers): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.map(markdownCell).join(' | ')} |`;
  return [
    line(COLUMNS.map((column) => headers[column])),
    line(COLUMNS.map(() => '---')),
    ...rows.map((row) => line(COLUMNS.map((column) => row[column]))),
  ].join('\n');
}

/** ` - <suite>` then `    - <Header>: <value>` for the other columns, per row. */
export function toBulletList(rows: readonly ResultRow[], headers: Headers): string {
  return rows
    .flatMap((row) => [
      ` - ${row.title}`,
      ...COLUMNS.filter((column) => column !== 'title').map((column) => `    - ${headers[column]}: ${row[column]}`),
    ])
    .join('\n');
}

/** "Add suite": `Suite N` (N = the new count) with one measure of 0. */
export const withNewSuite = (suites: readonly Suite[]): Suite[] => [
  ...suites,
  { title: `Suite ${suites.length + 1}`, values: ['0'] },
];

/** The suites as stored, back; anything malformed gives `fallback`. */
export function parseStoredSuites(json: string, fallback: readonly Suite[]): Suite[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (
      Array.isArray(parsed) &&
      parsed.length > 0 &&
      parsed.every(
        (suite) =>
          typeof suite === 'object' &&
          suite !== null &&
          typeof suite.title === 'string' &&
          Array.isArray(suite.values) &&
          suite.values.every((value: unknown) => typeof value === 'string'),
      )
    ) {
      return (parsed as Suite[]).map(({ title, values }) => ({ title, values: [...values] }));
    }
  } catch {
    // Not JSON: the defaults.
  }
  return fallback.map((suite) => ({ ...suite, values: [...suite.values] }));
}
