/**
 * A typed operand: blank gives undefined, anything that is not a finite decimal number NaN. A
 * comma is read as the decimal point, as many languages write it.
 */
export function parseOperand(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const normalised = trimmed.replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normalised)) return Number.NaN;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** The result as JavaScript writes the number, unrounded; '' when an operand is missing or invalid or the result is not finite. */
function result(compute: (a: number, b: number) => number, a: string, b: string): string {
  const first = parseOperand(a);
  const second = parseOperand(b);
  if (first === undefined || second === undefined || Number.isNaN(first) || Number.isNaN(second)) return '';
  const value = compute(first, second);
  return Number.isFinite(value) ? String(value) : '';
}

/** What is X % of Y: X / 100 × Y. */
export const percentOf = (x: string, y: string) => result((a, b) => (a / 100) * b, x, y);

/** X is what percent of Y: 100 × X / Y. */
export const percentageOf = (x: string, y: string) => result((a, b) => (100 * a) / b, x, y);

/** The percentage increase (positive) or decrease (negative) from From to To: (To − From) / From × 100. */
export const percentageChange = (from: string, to: string) => result((a, b) => ((b - a) / a) * 100, from, to);
