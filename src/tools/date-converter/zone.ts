const MINUTE = 60_000;
const DAY = 86_400_000;
/** Largest instant a JavaScript Date holds, in ms either side of 1970. */
const MAX_INSTANT = 8.64e15;

/** The instant of a proleptic-Gregorian calendar day at 00:00 UTC (years 0–99 included). */
export function utcDayStart(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** Intl's "longOffset" name: "GMT", "GMT+05:45", or "GMT+00:09:21" for local mean time. */
const OFFSET_NAME = /^GMT(?:([+-])(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The offset from UTC of `zone` at `instant`, in whole minutes (NaN for a non-finite instant).
 * Local mean time before ~1900 has seconds (Paris +00:09:21). They are rounded off, as most
 * software does, because ISO 8601, RFC 3339 and Date's string write offsets in minutes: a wall
 * clock built with the seconds would not read back to the instant with the printed offset.
 * Read here rather than with @date-fns/tz's tzOffset, which loses the sign of offsets between
 * −1 h and 0 (Monrovia −00:44:30 until 1972).
 */
export function offsetAt(zone: string, instant: number): number {
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
  const rounded = Math.round(Number(hours) * 60 + Number(minutes) + Number(seconds) / 60);
  // `|| 0`: no −0 for an offset that rounds to zero.
  return (sign === '-' ? -rounded : rounded) || 0;
}

/**
 * The instant at which the wall clock of `zone` shows `wall` (ms since 1970 read as if UTC).
 * A wall time skipped by a clock change moves forward by the gap; a repeated one takes the
 * earlier instant (the usual "compatible" choice). Offsets are tried from a day either side, not
 * at `wall` read as UTC: east of UTC that instant is already past a change on the wall clock.
 */
export function wallToInstant(wall: number, zone: string): number {
  const before = wall - offsetAt(zone, wall - DAY) * MINUTE;
  const after = wall - offsetAt(zone, wall + DAY) * MINUTE;
  const showsWall = (instant: number) => instant + offsetAt(zone, instant) * MINUTE === wall;
  const matches = [before, after].filter(showsWall);
  // Neither shows it: it lies in a gap, and the offset from before the change lands past the gap.
  return matches.length > 0 ? Math.min(...matches) : before;
}

/** The wall clock of `zone` at `instant`, as ms read with UTC getters, and its offset in minutes. */
export function instantToWall(instant: number, zone: string): { wall: Date; offset: number } {
  const offset = offsetAt(zone, instant);
  return { wall: new Date(instant + offset * MINUTE), offset };
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
