import { InputError } from '@/lib/errors';
import { parseIso8601, parseIsoDay, parseIsoTime, parseOffset } from './iso8601';
import { instantToWall, wallToInstant } from './zone';

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

const DAY = 86_400_000;
/** Excel's day 0 (its serial dates count days from 1899-12-30 00:00 UTC). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
/** Largest instant a JavaScript Date holds, in ms either side of 1970. */
const MAX_INSTANT = 8.64e15;
const MAX_OBJECT_ID_SECONDS = 2 ** 32 - 1;

const ISO_9075 = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?)(Z|[+-]\d{2}:\d{2})?$/;
const RFC_3339 = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}:\d{2}:\d{2}(?:\.\d+)?)([Zz]|[+-]\d{2}:\d{2})$/;
const RFC_7231 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const UNIX_DETECTED = /^\d{1,10}$/;
const TIMESTAMP_DETECTED = /^\d{1,13}$/;
const OBJECT_ID = /^[0-9a-fA-F]{24}$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;

/** A day and time read in `zone` unless an offset is given. */
function instantOf(day: number, time: number, zone: string, offset?: number): number {
  const wall = day + time;
  return offset === undefined ? wallToInstant(wall, zone) : wall - offset * 60_000;
}

/** An ISO 9075 or RFC 3339 date-time from its day, time and offset parts. */
function fromParts(match: RegExpExecArray | null, zone: string): number {
  if (!match) return Number.NaN;
  const day = parseIsoDay(match[1] as string);
  const time = parseIsoTime(match[2] as string);
  const offset = match[3] === undefined ? undefined : parseOffset(match[3]);
  if (day === undefined || time === undefined || (match[3] !== undefined && offset === undefined)) return Number.NaN;
  return instantOf(day, time, zone, offset);
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

/** Whether Date would read `text` against a zone written in it rather than the device's. */
export const hasZoneInText = (text: string) => ZONE_IN_TEXT.test(text.replace(COMMENTS, ' '));

/**
 * A text read by Date. Without a zone in it, Date would use the device's: its fields are taken in
 * `zone` instead, as for every input without an offset. Date reads those fields as UTC once a zone
 * is appended (" GMT" suits its own layouts, "Z" the ISO ones).
 */
function fromDateText(text: string, zone: string): number {
  if (hasZoneInText(text)) return Date.parse(text);
  const bare = text.replace(COMMENTS, ' ').trim();
  const wall = [' GMT', 'Z'].map((zoneSuffix) => Date.parse(bare + zoneSuffix)).find(Number.isFinite);
  return wall === undefined ? Number.NaN : wallToInstant(wall, zone);
}

const PARSERS: Record<DateFormat, (text: string, zone: string) => number> = {
  jsLocale: fromDateText,
  iso8601: (text, zone) => {
    const parts = parseIso8601(text);
    return parts ? instantOf(parts.day, parts.time, zone, parts.offset) : Number.NaN;
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

const isAllDigits = (text: string) => /^\d+$/.test(text);

/** What auto-detection accepts for each format (JS locale strings are never detected). */
const MATCHERS: Record<DateFormat, (text: string, zone: string) => boolean> = {
  jsLocale: () => false,
  // A bare number is an ISO year only with 4 digits; other digit runs are timestamps.
  iso8601: (text, zone) => (!isAllDigits(text) || text.length === 4) && isValidInstant(PARSERS.iso8601(text, zone)),
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

const isValidInstant = (instant: number) => Number.isFinite(instant) && Math.abs(instant) <= MAX_INSTANT;

/** The first format, in list order, whose matcher accepts `text` (trimmed); undefined for none or blank. */
export function detectFormat(text: string, zone: string): DateFormat | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return DATE_FORMATS.find((format) => MATCHERS[format](trimmed, zone));
}

/**
 * The instant (ms since 1970 UTC) that `text` denotes in `format`; texts without an offset are
 * read in `zone`. Blank gives undefined; anything else that is not a date throws InputError.
 */
export function parseDate(text: string, format: DateFormat, zone: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const instant = PARSERS[format](trimmed, zone);
  if (!isValidInstant(instant)) throw new InputError('invalidDate');
  return instant;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** Years as ISO 8601 writes them: 4 digits, or a sign and 6 digits outside 0–9999. */
const isoYear = (year: number) => (year >= 0 && year <= 9999 ? pad(year, 4) : `${year < 0 ? '-' : '+'}${pad(year, 6)}`);

function offsetText(offset: number, colon: boolean): string {
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset);
  return `${sign}${pad(Math.floor(minutes / 60))}${colon ? ':' : ''}${pad(minutes % 60)}`;
}

const clock = (wall: Date) => `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
const isoDay = (wall: Date) => `${isoYear(wall.getUTCFullYear())}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's long English name at that instant, as Date.prototype.toString writes it. */
function zoneName(zone: string, instant: number): string {
  let format = zoneNames.get(zone);
  if (!format) zoneNames.set(zone, (format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'long' })));
  return format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** Date.prototype.toString's layout, in any zone. */
function jsString(instant: number, zone: string): string {
  const { wall, offset } = instantToWall(instant, zone);
  const year = wall.getUTCFullYear();
  const yearText = year < 0 ? `-${pad(year, 6)}` : pad(year, 4);
  const day = `${WEEKDAYS[wall.getUTCDay()]} ${MONTHS[wall.getUTCMonth()]} ${pad(wall.getUTCDate())} ${yearText}`;
  return `${day} ${clock(wall)} GMT${offsetText(offset, false)} (${zoneName(zone, instant)})`;
}

function isoString(instant: number, zone: string): string {
  const { wall, offset } = instantToWall(instant, zone);
  return `${isoDay(wall)}T${clock(wall)}${offset === 0 ? 'Z' : offsetText(offset, true)}`;
}

function objectId(instant: number): string {
  const seconds = Math.floor(instant / 1000);
  if (seconds < 0 || seconds > MAX_OBJECT_ID_SECONDS) return '';
  return seconds.toString(16).padStart(8, '0') + '0'.repeat(16);
}

const FORMATTERS: Record<DateFormat, (instant: number, zone: string) => string> = {
  jsLocale: jsString,
  iso8601: isoString,
  iso9075: (instant, zone) => {
    const { wall } = instantToWall(instant, zone);
    return `${isoDay(wall)} ${clock(wall)}`;
  },
  rfc3339: isoString,
  rfc7231: (instant) => new Date(instant).toUTCString(),
  unix: (instant) => String(Math.floor(instant / 1000)),
  timestamp: (instant) => String(instant),
  utc: (instant) => new Date(instant).toUTCString(),
  mongo: objectId,
  excel: (instant) => String((instant - EXCEL_EPOCH) / DAY),
};

/** `instant` written in every format, rendered in `zone`. */
export function formatDate(instant: number, zone: string): Record<DateFormat, string> {
  return Object.fromEntries(DATE_FORMATS.map((format) => [format, FORMATTERS[format](instant, zone)])) as Record<
    DateFormat,
    string
  >;
}
