import { tzOffset } from '@date-fns/tz';

const MINUTE = 60_000;

/** The instant of a proleptic-Gregorian calendar day at 00:00 UTC (years 0–99 included). */
export function utcDayStart(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** The offset from UTC in minutes of `zone` at `instant` (ms). */
export const offsetAt = (zone: string, instant: number): number => tzOffset(zone, new Date(instant));

/**
 * The instant at which the wall clock of `zone` shows `wall` (ms since 1970 read as if UTC).
 * A wall time skipped by a clock change moves forward by the gap; a repeated one takes the
 * earlier instant (the usual "compatible" choice).
 */
export function wallToInstant(wall: number, zone: string): number {
  const first = wall - offsetAt(zone, wall) * MINUTE;
  const second = wall - offsetAt(zone, first) * MINUTE;
  return second + offsetAt(zone, second) * MINUTE === wall ? second : first;
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
