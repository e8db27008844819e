/** Input and output formats, in the order of the "Input format" list and of the output rows. */
export const DATE_FORMATS = [
  'jsLocale',
  'iso8601',
  'iso9075',
  'rfc3339',
  'rfc7231',
  'unix',
  'timestamp',
  'utc',
  'mongo',
  'excel',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export const isDateFormat = (value: string): value is DateFormat => (DATE_FORMATS as readonly string[]).includes(value);

export const DAY = 86_400_000;
/** Excel's day 0 (its serial dates count days from 1899-12-30 00:00 UTC). */
export const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
/** Largest instant a JavaScript Date holds, in ms either side of 1970. */
export const MAX_INSTANT = 8.64e15;

export const isValidInstant = (instant: number) => Number.isFinite(instant) && Math.abs(instant) <= MAX_INSTANT;
