// The calculator's arithmetic and its date-time fields: nothing here needs date-fns.

export const SPAN_UNITS = {
  milliseconds: 1,
  seconds: 1000,
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
} as const;
export type SpanUnit = keyof typeof SPAN_UNITS;
export const SPAN_UNIT_IDS = Object.keys(SPAN_UNITS) as SpanUnit[];
export const isSpanUnit = (value: string): value is SpanUnit => Object.hasOwn(SPAN_UNITS, value);

/** Amounts and spans are counts of at least 1. */
export const isValidCount = (value: number) => Number.isFinite(value) && value >= 1;

/** How long consuming `amount` takes at `perSpan` units every `span` × `unit`, in whole ms. */
export function totalDuration(amount: number, perSpan: number, span: number, unit: SpanUnit): number {
  return Math.round((amount / perSpan) * span * SPAN_UNITS[unit]);
}

/** A duration split into whole hours (no days), minutes, seconds and the leftover ms. */
export function splitDuration(ms: number) {
  return {
    hours: Math.floor(ms / 3_600_000),
    minutes: Math.floor(ms / 60_000) % 60,
    seconds: Math.floor(ms / 1000) % 60,
    milliseconds: ms % 1000,
  };
}

/** Rounds to at most 2 decimals, half away from zero, through the decimal string (1.005 → 1.01). */
export function roundTo2(value: number): number {
  const magnitude = Math.abs(value);
  if (magnitude >= 1e21) return value;
  return Math.sign(value) * Number(`${Math.round(Number(`${magnitude}e2`))}e-2`);
}

/**
 * The rate needed to consume `amount` between `start` and `target` (ms): units per `span` ×
 * `unit`, rounded to 2 decimals; undefined unless the target is after the start.
 */
export function requiredRate(amount: number, start: number, target: number, span: number, unit: SpanUnit): number | undefined {
  if (!(target > start)) return undefined;
  return roundTo2((amount * span * SPAN_UNITS[unit]) / (target - start));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A local date-time as a datetime-local field writes it: `YYYY-MM-DDTHH:mm`. */
export function toLocalInput(instant: number): string {
  const date = new Date(instant);
  const year = String(date.getFullYear()).padStart(4, '0');
  return `${year}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant of a datetime-local value, read in the device's zone; undefined when blank or invalid. */
export function fromLocalInput(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(text)) return undefined;
  const instant = new Date(text).getTime();
  return Number.isNaN(instant) ? undefined : instant;
}
