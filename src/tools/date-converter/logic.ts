import { InputError } from '@/lib/errors';
import { DATE_FORMATS, DAY, EXCEL_EPOCH, isValidInstant, type DateFormat } from './formats';
import { parseIso8601, parseIsoDay, parseIsoTime, parseOffset, type IsoDateTime } from './iso8601';
import { offsetSecondsAt, wallToInstant } from './zone';

export { DATE_FORMATS, isDateFormat, type DateFormat } from './formats';
export { formatDate } from './format';

/** What a text denotes: an instant, and whether it named a leap second (read as the second before). */
export interface DateReading {
  instant: number;
  leapSecond: boolean;
}
type Read = number | DateReading;
const instantIn = (read: Read) => (typeof read === 'number' ? read : read.instant);

const ISO_9075 = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?)(Z|[+-]\d{2}:\d{2})?$/;
const RFC_3339 = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}:\d{2}:\d{2}(?:\.\d+)?)([Zz]|[+-]\d{2}:\d{2})$/;
const RFC_7231 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const UNIX_DETECTED = /^\d{1,10}$/;
const TIMESTAMP_DETECTED = /^\d{1,13}$/;
const OBJECT_ID = /^[0-9a-fA-F]{24}$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;
/**
 * Longer texts are no date in any format (Date's own strings stay under 100 characters): they are
 * not parsed, nor tried against every format for a hint, which took seconds for a pasted megabyte.
 */
const MAX_DATE_LENGTH = 256;

/**
 * A day and time read in `zone` unless an offset is given. A leap second is read as the second
 * before it, as Unix time and Date have none; it is inserted at 23:59:60 UTC only.
 */
function instantOf({ day, time, offset, leapSecond }: IsoDateTime, zone: string): Read {
  const wall = day + time;
  const instant = offset === undefined ? wallToInstant(wall, zone) : wall - offset * 1000;
  if (!leapSecond) return instant;
  // Read with second 60, a leap second lands in the first second of a UTC day.
  return ((instant % DAY) + DAY) % DAY < 1000 ? { instant: instant - 1000, leapSecond } : Number.NaN;
}

/** An ISO 9075 or RFC 3339 date-time from its day, time and offset parts. */
function fromParts(match: RegExpExecArray | null, zone: string): Read {
  if (!match) return Number.NaN;
  const day = parseIsoDay(match[1] as string);
  const time = parseIsoTime(match[2] as string);
  const offset = match[3] === undefined ? undefined : parseOffset(match[3]);
  if (day === undefined || time === undefined || (match[3] !== undefined && offset === undefined)) return Number.NaN;
  return instantOf({ day, time: time.time, offset, leapSecond: time.leapSecond || undefined }, zone);
}

/** The RFC 7231 text is valid only if it names its real weekday and a real day of the month. */
function fromRfc7231(text: string): number {
  if (!RFC_7231.test(text)) return Number.NaN;
  const instant = Date.parse(text);
  return new Date(instant).toUTCString() === text ? instant : Number.NaN;
}

/** A zone Date reads in free text: GMT, UTC, UT, Z, a US abbreviation, or a sign after a space or a time. */
const ZONE_IN_TEXT = /(?:^|[^a-z])(?:gmt|utc?|z|[ecmp][sd]t)(?![a-z])|(?:\s|\d:\d\d(?:\.\d+)?)[+-]\d/i;
/** Date skips parenthesised comments such as "(Central European Standard Time)". */
const COMMENTS = /\([^)]*\)/g;
const GMT_OFFSET = /GMT([+-])(\d{2})(\d{2})/;

/** Whether Date would read `text` against a zone written in it rather than the device's. */
export const hasZoneInText = (text: string) => ZONE_IN_TEXT.test(text.replace(COMMENTS, ' '));

/**
 * Date.prototype.toString cuts a local-mean-time offset to minutes (Paris +00:09:21 is GMT+0009):
 * a text with that cut offset of `zone` is read on the zone's exact clock.
 */
function onZoneClock(instant: number, bare: string, zone: string): number {
  const match = GMT_OFFSET.exec(bare);
  if (!match || !Number.isFinite(instant)) return instant;
  const written = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  const local = wallToInstant(instant + written * 60_000, zone);
  const exact = offsetSecondsAt(zone, local);
  return exact % 60 !== 0 && Math.trunc(exact / 60) === written ? local : instant;
}

/**
 * A text read by Date. Without a zone in it, Date would use the device's: its fields are taken in
 * `zone` instead, as for every input without an offset. Date reads those fields as UTC once a zone
 * is appended (" GMT" suits its own layouts, "Z" the ISO ones).
 */
function fromDateText(text: string, zone: string): number {
  const bare = text.replace(COMMENTS, ' ').trim();
  if (hasZoneInText(text)) return onZoneClock(Date.parse(text), bare, zone);
  const wall = [' GMT', 'Z'].map((zoneSuffix) => Date.parse(bare + zoneSuffix)).find(Number.isFinite);
  return wall === undefined ? Number.NaN : wallToInstant(wall, zone);
}

const PARSERS: Record<DateFormat, (text: string, zone: string) => Read> = {
  jsLocale: fromDateText,
  iso8601: (text, zone) => {
    const parts = parseIso8601(text);
    return parts ? instantOf(parts, zone) : Number.NaN;
  },
  iso9075: (text, zone) => fromParts(ISO_9075.exec(text), zone),
  rfc3339: (text, zone) => fromParts(RFC_3339.exec(text), zone),
  rfc7231: fromRfc7231,
  unix: (text) => (DECIMAL.test(text) ? Math.round(Number(text) * 1000) : Number.NaN),
  timestamp: (text) => (INTEGER.test(text) ? Number(text) : Number.NaN),
  utc: fromDateText,
  mongo: (text) => (OBJECT_ID.test(text) ? Number.parseInt(text.slice(0, 8), 16) * 1000 : Number.NaN),
  excel: (text) => (DECIMAL.test(text) ? Math.round(EXCEL_EPOCH + Number(text) * DAY) : Number.NaN),
};

const reads = (format: DateFormat, text: string, zone: string) => isValidInstant(instantIn(PARSERS[format](text, zone)));
const isAllDigits = (text: string) => /^\d+$/.test(text);

/** What auto-detection accepts for each format (JS locale strings are never detected). */
const MATCHERS: Record<DateFormat, (text: string, zone: string) => boolean> = {
  jsLocale: () => false,
  // A bare number is an ISO year only with 4 digits; other digit runs are timestamps.
  iso8601: (text, zone) => (!isAllDigits(text) || text.length === 4) && reads('iso8601', text, zone),
  iso9075: (text) => ISO_9075.test(text),
  rfc3339: (text) => RFC_3339.test(text),
  rfc7231: (text) => RFC_7231.test(text),
  unix: (text) => UNIX_DETECTED.test(text),
  timestamp: (text) => TIMESTAMP_DETECTED.test(text),
  utc: (text) => {
    const instant = Date.parse(text);
    return isValidInstant(instant) && new Date(instant).toUTCString() === text;
  },
  mongo: (text) => OBJECT_ID.test(text),
  excel: (text) => DECIMAL.test(text),
};

/** The first format, in list order, whose matcher accepts `text` (trimmed); undefined for none or blank. */
export function detectFormat(text: string, zone: string): DateFormat | undefined {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > MAX_DATE_LENGTH) return undefined;
  return DATE_FORMATS.find((format) => MATCHERS[format](trimmed, zone));
}

/** Why a text is not a date of a format (an i18n key), with the real weekday for RFC 7231. */
export type FailureKey = 'notFormat' | 'noSuchDate' | 'leapSecond' | 'outOfRange' | 'wrongWeekday';
interface Failure {
  key: FailureKey;
  weekday?: string;
}

const ISO_LAYOUTS = new Set<DateFormat>(['iso8601', 'iso9075', 'rfc3339']);
/** A time whose seconds read 60: hh:59:60 or hh5960, then a fraction and an offset. */
const SECOND_60 = /\d{2}:?59:?60(?:[.,]\d+)?(?:[Zz]|[+-]\d{2}(?::?\d{2}){0,2})?$/;

function failureOf(text: string, format: DateFormat, zone: string): Failure {
  if (Number.isFinite(instantIn(PARSERS[format](text, zone)))) return { key: 'outOfRange' };
  if (format === 'rfc7231' && RFC_7231.test(text)) {
    // Date rolls a day past the month's end over; only a wrong weekday leaves the rest as written.
    const real = new Date(Date.parse(text)).toUTCString();
    return real.slice(3) === text.slice(3) ? { key: 'wrongWeekday', weekday: real.slice(0, 3) } : { key: 'noSuchDate' };
  }
  // The layout is right if another choice of digits makes a date of it (every digit 1: 1111-11-11).
  if (ISO_LAYOUTS.has(format) && Number.isFinite(instantIn(PARSERS[format](text.replace(/\d/g, '1'), zone))))
    return { key: SECOND_60.test(text) ? 'leapSecond' : 'noSuchDate' };
  return { key: 'notFormat' };
}

/** Formats that read about any text (Date.parse): suggested last, and only as the JS one. */
const LENIENT = new Set<DateFormat>(['jsLocale', 'utc']);

/**
 * Another format for `text` than the selected one, which may be left from an earlier text: the
 * detected one, else one that reads it, else one whose layout it has (with why it fails there).
 */
function hintFor(text: string, selected: DateFormat, zone: string): Record<string, string> {
  const others = DATE_FORMATS.filter((format) => format !== selected && !LENIENT.has(format));
  const detected = detectFormat(text, zone);
  const reading = [detected, ...others].find((format) => format && format !== selected && reads(format, text, zone));
  if (reading) return { hint: 'readsAs', hintFormat: reading };
  for (const format of others) {
    const { key, weekday } = failureOf(text, format, zone);
    if (key !== 'notFormat') return { hint: key, hintFormat: format, ...(weekday ? { hintWeekday: weekday } : {}) };
  }
  return LENIENT.has(selected) || !reads('jsLocale', text, zone) ? {} : { hint: 'readsAs', hintFormat: 'jsLocale' };
}

/**
 * What `text` denotes in `format`; texts without an offset are read in `zone`. Blank gives
 * undefined; anything else that is not a date throws InputError(FailureKey) with `format`, the
 * RFC 7231 `weekday`, and a hint at another format (`hint`, `hintFormat`, `hintWeekday`).
 */
export function readDate(text: string, format: DateFormat, zone: string): DateReading | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (trimmed.length > MAX_DATE_LENGTH) throw new InputError('notFormat', { format });
  const read = PARSERS[format](trimmed, zone);
  if (isValidInstant(instantIn(read))) return typeof read === 'number' ? { instant: read, leapSecond: false } : read;
  const { key, weekday } = failureOf(trimmed, format, zone);
  // A text in the layout of the format is told what is wrong in it; only another layout gets a hint.
  const hint = key === 'notFormat' ? hintFor(trimmed, format, zone) : {};
  throw new InputError(key, { format, ...(weekday ? { weekday } : {}), ...hint });
}

/** The instant (ms since 1970 UTC) that `text` denotes in `format` (see readDate). */
export const parseDate = (text: string, format: DateFormat, zone: string): number | undefined =>
  readDate(text, format, zone)?.instant;
