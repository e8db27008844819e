const SECOND = 1000;
const DAY = 86_400_000;
/** Largest instant a JavaScript Date holds, in ms either side of 1970. */
const MAX_INSTANT = 8.64e15;

/**
 * The instant of a proleptic-Gregorian calendar day at 00:00 UTC (month 1–12; a day past the
 * month's end runs on). Counted rather than read from a Date, so that a year past the Date range
 * gives a finite instant out of range (told apart from a bad date), not NaN.
 */
export function utcDayStart(year: number, month: number, day: number): number {
  // Years from March, so that the leap day ends one (the days_from_civil algorithm).
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return (era * 146_097 + dayOfEra - 719_468) * DAY;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** Intl's "longOffset" name: "GMT", "GMT+05:45", or "GMT+00:09:21" for local mean time. */
const OFFSET_NAME = /^GMT(?:([+-])(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The offset from UTC of `zone` at `instant`, in seconds (NaN for a non-finite instant). Local
 * mean time before ~1900 has seconds (Paris +00:09:21): they are kept, so wall clocks are exact.
 * Read here rather than with @date-fns/tz's tzOffset, which loses the sign of offsets between
 * −1 h and 0 (Monrovia −00:44:30 until 1972).
 */
export function offsetSecondsAt(zone: string, instant: number): number {
  if (!Number.isFinite(instant)) return Number.NaN;
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  // wallToInstant samples up to a day past the instants a Date holds.
  const held = Math.min(MAX_INSTANT, Math.max(-MAX_INSTANT, instant));
  const name = format.formatToParts(held).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = OFFSET_NAME.exec(name);
  if (!match) return Number.NaN;
  const [, sign, hours = '0', minutes = '0', seconds = '0'] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return sign === '-' ? -total : total;
}

/** The offset in whole minutes, rounded: ISO 8601 and RFC 3339 write no seconds in an offset. */
export function offsetAt(zone: string, instant: number): number {
  const seconds = offsetSecondsAt(zone, instant);
  const minutes = Math.sign(seconds) * Math.round(Math.abs(seconds) / 60);
  // No −0 for an offset that rounds to zero.
  return minutes === 0 ? 0 : minutes;
}

/**
 * The instant at which the wall clock of `zone` shows `wall` (ms since 1970 read as if UTC).
 * A wall time skipped by a clock change moves forward by the gap; a repeated one takes the
 * earlier instant (the usual "compatible" choice). Offsets are tried from a day either side, not
 * at `wall` read as UTC: east of UTC that instant is already past a change on the wall clock.
 */
export function wallToInstant(wall: number, zone: string): number {
  const before = wall - offsetSecondsAt(zone, wall - DAY) * SECOND;
  const after = wall - offsetSecondsAt(zone, wall + DAY) * SECOND;
  const showsWall = (instant: number) => instant + offsetSecondsAt(zone, instant) * SECOND === wall;
  const matches = [before, after].filter(showsWall);
  // Neither shows it: it lies in a gap, and the offset from before the change lands past the gap.
  return matches.length > 0 ? Math.min(...matches) : before;
}

/** The wall clock of `zone` at `instant`, as ms read with UTC getters, and its offset in seconds. */
export function instantToWall(instant: number, zone: string): { wall: Date; offset: number } {
  const offset = offsetSecondsAt(zone, instant);
  return { wall: new Date(instant + offset * SECOND), offset };
}

/** Whether the runtime knows `zone` as a time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
}

/** The device's time zone (IANA name), UTC when the runtime cannot tell. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
