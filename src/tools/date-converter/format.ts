import { DATE_FORMATS, DAY, EXCEL_EPOCH, type DateFormat } from './formats';
import { instantToWall, offsetAt } from './zone';

const MAX_OBJECT_ID_SECONDS = 2 ** 32 - 1;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** Years as ISO 8601 writes them: 4 digits, or a sign and 6 digits outside 0–9999. */
const isoYear = (year: number) => (year >= 0 && year <= 9999 ? pad(year, 4) : `${year < 0 ? '-' : '+'}${pad(year, 6)}`);

/** An offset given in seconds: ±hh:mm (with :ss when it has seconds), or ±hhmm without colons. */
function offsetText(seconds: number, colon: boolean): string {
  const sign = seconds < 0 ? '-' : '+';
  const total = Math.abs(seconds);
  const separator = colon ? ':' : '';
  const rest = total % 60 === 0 ? '' : `${separator}${pad(total % 60)}`;
  return `${sign}${pad(Math.floor(total / 3600))}${separator}${pad(Math.floor(total / 60) % 60)}${rest}`;
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

/**
 * Date.prototype.toString's layout, in any zone. Like it, the exact wall clock with the offset cut
 * to whole minutes: Paris's local mean time +00:09:21 is written GMT+0009.
 */
function jsString(instant: number, zone: string): string {
  const { wall, offset } = instantToWall(instant, zone);
  const year = wall.getUTCFullYear();
  const yearText = year < 0 ? `-${pad(year, 6)}` : pad(year, 4);
  const day = `${WEEKDAYS[wall.getUTCDay()]} ${MONTHS[wall.getUTCMonth()]} ${pad(wall.getUTCDate())} ${yearText}`;
  return `${day} ${clock(wall)} GMT${offsetText(Math.trunc(offset / 60) * 60, false)} (${zoneName(zone, instant)})`;
}

/** ISO 8601: the exact wall clock, and an offset with seconds when it has them (as Java and Python write it). */
function isoString(instant: number, zone: string): string {
  const { wall, offset } = instantToWall(instant, zone);
  return `${isoDay(wall)}T${clock(wall)}${offset === 0 ? 'Z' : offsetText(offset, true)}`;
}

/** RFC 3339 allows no seconds in an offset: the offset rounded to minutes, and the wall clock of that offset. */
function rfc3339String(instant: number, zone: string): string {
  const offset = offsetAt(zone, instant);
  const wall = new Date(instant + offset * 60_000);
  return `${isoDay(wall)}T${clock(wall)}${offset === 0 ? 'Z' : offsetText(offset * 60, true)}`;
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
  rfc3339: rfc3339String,
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
