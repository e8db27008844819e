import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { DATE_FORMATS, formatDate, parseDate } from './logic';
import { offsetAt, offsetSecondsAt, wallToInstant } from './zone';

const utc = (iso: string) => Date.parse(iso);
/** A wall time written without offset, as wallToInstant takes it (ms read as if UTC). */
const wallOf = (text: string) => utc(`${text}Z`);

describe('wallToInstant and back', () => {
  // Both sides of UTC, both hemispheres, whole-hour, half-hour (Lord Howe moves by 30 minutes) and
  // 45-minute offsets. A skipped wall time moves forward by the gap; a repeated one takes the
  // earlier instant, written with the summer offset.
  it.each<[zone: string, wall: string, read: string]>([
    ['America/New_York', '2024-03-10T02:30', '2024-03-10T03:30:00-04:00'],
    ['America/New_York', '2024-11-03T01:30', '2024-11-03T01:30:00-04:00'],
    ['Europe/Paris', '2024-03-31T02:30', '2024-03-31T03:30:00+02:00'],
    ['Europe/Paris', '2024-10-27T02:30', '2024-10-27T02:30:00+02:00'],
    ['Europe/Paris', '2024-03-31T01:59', '2024-03-31T01:59:00+01:00'],
    ['Europe/Paris', '2024-03-31T03:00', '2024-03-31T03:00:00+02:00'],
    ['Europe/Paris', '2024-10-27T01:59', '2024-10-27T01:59:00+02:00'],
    ['Europe/Paris', '2024-10-27T03:00', '2024-10-27T03:00:00+01:00'],
    ['Australia/Sydney', '2024-10-06T02:30', '2024-10-06T03:30:00+11:00'],
    ['Australia/Sydney', '2024-04-07T02:30', '2024-04-07T02:30:00+11:00'],
    ['Australia/Sydney', '2024-04-07T03:00', '2024-04-07T03:00:00+10:00'],
    ['Australia/Lord_Howe', '2024-10-06T02:15', '2024-10-06T02:45:00+11:00'],
    ['Australia/Lord_Howe', '2024-04-07T01:45', '2024-04-07T01:45:00+11:00'],
    ['Pacific/Chatham', '2024-09-29T03:00', '2024-09-29T04:00:00+13:45'],
    ['Pacific/Chatham', '2024-04-07T03:00', '2024-04-07T03:00:00+13:45'],
    ['America/St_Johns', '2024-03-10T02:30', '2024-03-10T03:30:00-02:30'],
    ['America/St_Johns', '2024-11-03T01:30', '2024-11-03T01:30:00-02:30'],
    ['America/Santiago', '2024-09-08T00:30', '2024-09-08T01:30:00-03:00'],
    ['America/Santiago', '2024-04-06T23:30', '2024-04-06T23:30:00-03:00'],
    ['Asia/Kathmandu', '2024-06-01T12:00', '2024-06-01T12:00:00+05:45'],
    ['Pacific/Marquesas', '2024-06-01T12:00', '2024-06-01T12:00:00-09:30'],
    // Samoa skipped 30 December 2011 when it crossed the date line.
    ['Pacific/Apia', '2011-12-30T12:00', '2011-12-31T12:00:00+14:00'],
  ])('%s: %s reads as %s', (zone, wall, read) => {
    expect(wallToInstant(wallOf(wall), zone)).toBe(utc(read));
    expect(parseDate(wall, 'iso8601', zone)).toBe(utc(read));
    expect(formatDate(utc(read), zone).iso8601).toBe(read);
  });

  // The later instant of a repeated wall time, given with its offset, is written back unchanged.
  it.each<[zone: string, later: string]>([
    ['America/New_York', '2024-11-03T01:30:00-05:00'],
    ['Europe/Paris', '2024-10-27T02:30:00+01:00'],
    ['Australia/Sydney', '2024-04-07T02:30:00+10:00'],
    ['Australia/Lord_Howe', '2024-04-07T01:45:00+10:30'],
    ['Pacific/Chatham', '2024-04-07T03:00:00+12:45'],
    ['America/St_Johns', '2024-11-03T01:30:00-03:30'],
    ['America/Santiago', '2024-04-06T23:30:00-04:00'],
  ])('%s writes the later %s as given', (zone, later) => {
    expect(formatDate(parseDate(later, 'iso8601', zone) as number, zone).iso8601).toBe(later);
  });
});

describe('local mean time', () => {
  // Offsets with seconds: Paris +00:09:21, Dublin −00:25:21, Monrovia −00:44:30, London −00:01:15.
  // Wall clocks are exact; ISO 8601 writes the seconds of the offset (as Java and Python do), RFC
  // 3339, which has none, the offset rounded to minutes with that offset's wall clock.
  it.each<[zone: string, wall: string, offset: string, seconds: number, rfc3339: string]>([
    ['Europe/Paris', '1890-01-01T00:00:00', '+00:09:21', 561, '1889-12-31T23:59:39+00:09'],
    ['Europe/Dublin', '1900-01-01T00:00:00', '-00:25:21', -1521, '1900-01-01T00:00:21-00:25'],
    ['Africa/Monrovia', '1960-01-01T00:00:00', '-00:44:30', -2670, '1959-12-31T23:59:30-00:45'],
    ['Europe/London', '1840-01-01T00:00:00', '-00:01:15', -75, '1840-01-01T00:00:15-00:01'],
  ])('%s: %s is read and written on the exact clock (%s)', (zone, wall, offset, seconds, rfc3339) => {
    const instant = wallOf(wall) - seconds * 1000;
    expect(offsetSecondsAt(zone, instant)).toBe(seconds);
    expect(offsetAt(zone, instant)).toBe(Math.sign(seconds) * Math.round(Math.abs(seconds) / 60));
    expect(parseDate(wall, 'iso8601', zone)).toBe(instant);
    expect(parseDate(wall.replace('T', ' '), 'iso9075', zone)).toBe(instant);
    const outputs = formatDate(instant, zone);
    expect(outputs.iso9075).toBe(wall.replace('T', ' '));
    expect(outputs.iso8601).toBe(`${wall}${offset}`);
    expect(outputs.rfc3339).toBe(rfc3339);
    // Date's layout cuts the offset to minutes, toward zero (Monrovia −00:44:30 is GMT-0044).
    expect(outputs.jsLocale).toContain(` 00:00:00 GMT${offset.slice(0, 3)}${offset.slice(4, 6)} (`);
    expect(parseDate(`${wall}${offset}`, 'iso8601', 'UTC')).toBe(instant);
  });

  it.each(['Europe/Paris', 'Europe/Dublin', 'Africa/Monrovia'])('in %s, every output reads back to its instant', (zone) => {
    const instant = utc('1900-06-01T12:34:56Z');
    const outputs = formatDate(instant, zone);
    for (const format of DATE_FORMATS.filter((format) => outputs[format] !== ''))
      expect([format, parseDate(outputs[format], format, zone)]).toEqual([format, instant]);
  });

  it('writes the JS string as Date.prototype.toString does, with the seconds on the clock', () => {
    const instants = [utc('1900-06-01T12:34:56Z'), utc('1890-01-01T00:00:00Z'), utc('1960-01-01T00:00:00Z')];
    const script = 'console.log(JSON.stringify(JSON.parse(process.argv[1]).map((t) => new Date(t).toString())))';
    for (const zone of ['Europe/Paris', 'Europe/Dublin', 'Africa/Monrovia']) {
      const env = { ...process.env, TZ: zone };
      const dates: string[] = JSON.parse(
        execFileSync(process.execPath, ['-e', script, JSON.stringify(instants)], { env, encoding: 'utf8' }),
      );
      // Up to the zone name: Date gives every era today's names, Intl "GMT+00:09:21".
      const withoutName = (text: string) => text.slice(0, text.indexOf(' ('));
      expect(instants.map((instant) => withoutName(formatDate(instant, zone).jsLocale))).toEqual(dates.map(withoutName));
    }
  });
});

describe('the ends of the Date range', () => {
  it('reads a wall time at the last instant, and rejects one that lies past it', () => {
    expect(wallToInstant(8.64e15, 'UTC')).toBe(8.64e15);
    expect(wallToInstant(8.64e15, 'Asia/Tokyo')).toBe(8.64e15 - 9 * 3_600_000);
    expect(wallToInstant(-8.64e15, 'UTC')).toBe(-8.64e15);
    for (const text of ['+275760-09-13T00:00', '+999999-01-01'])
      expect(inputErrorOf(() => parseDate(text, 'iso8601', 'America/New_York'))).toEqual({
        key: 'outOfRange',
        params: { format: 'iso8601' },
      });
    expect(offsetAt('UTC', Number.NaN)).toBeNaN();
  });
});
