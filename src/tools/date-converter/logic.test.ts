import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { parseIso8601 } from './iso8601';
import { DATE_FORMATS, detectFormat, formatDate, hasZoneInText, parseDate, type DateFormat, type FailureKey } from './logic';
import { offsetAt, wallToInstant } from './zone';

const utc = (iso: string) => Date.parse(iso);

// Two zones on opposite sides of UTC, both with and without daylight saving: every table below runs
// in each, so results that must not depend on the zone are checked not to, and zone-read inputs are
// checked to move with it.
const ZONES = [
  { zone: 'UTC', offsetJanuary: 0, offsetJuly: 0 },
  { zone: 'America/New_York', offsetJanuary: -300, offsetJuly: -240 },
  { zone: 'Asia/Kolkata', offsetJanuary: 330, offsetJuly: 330 },
] as const;

describe.each(ZONES)('in $zone', ({ zone, offsetJanuary, offsetJuly }) => {
  const MINUTE = 60_000;
  it('really uses that zone', () => {
    expect(offsetAt(zone, utc('2024-01-15T12:00:00Z'))).toBe(offsetJanuary);
    expect(offsetAt(zone, utc('2024-07-15T12:00:00Z'))).toBe(offsetJuly);
  });

  it.each<[string, DateFormat, number]>([
    // Inputs with an offset or in UTC by definition: the same instant in every zone.
    ['2024-03-10T12:34:56Z', 'iso8601', utc('2024-03-10T12:34:56Z')],
    ['2024-03-10T12:34:56+02:00', 'iso8601', utc('2024-03-10T10:34:56Z')],
    ['20240310T123456-0130', 'iso8601', utc('2024-03-10T14:04:56Z')],
    ['2024-03-10T12:34:56.789+05', 'iso8601', utc('2024-03-10T07:34:56.789Z')],
    ['2024-03-10T12:34,5Z', 'iso8601', utc('2024-03-10T12:34:30Z')],
    ['2024-03-10T12.25Z', 'iso8601', utc('2024-03-10T12:15:00Z')],
    ['2024-03-10T24:00Z', 'iso8601', utc('2024-03-11T00:00:00Z')],
    ['+012024-03-10T00:00Z', 'iso8601', Date.UTC(12024, 2, 10)],
    // RFC 3339 section 5.8 examples (its leap seconds are in errors.test.ts).
    ['1985-04-12T23:20:50.52Z', 'rfc3339', utc('1985-04-12T23:20:50.520Z')],
    ['1996-12-19T16:39:57-08:00', 'rfc3339', utc('1996-12-20T00:39:57Z')],
    ['1937-01-01T12:00:27.87+00:20', 'rfc3339', utc('1937-01-01T11:40:27.870Z')],
    ['2024-01-02 03:04:05Z', 'iso9075', utc('2024-01-02T03:04:05Z')],
    ['2024-01-02 03:04:05.123456+01:00', 'iso9075', utc('2024-01-02T02:04:05.123Z')],
    // RFC 7231 section 7.1.1.1 example.
    ['Sun, 06 Nov 1994 08:49:37 GMT', 'rfc7231', utc('1994-11-06T08:49:37Z')],
    ['Sun, 06 Nov 1994 08:49:37 GMT', 'utc', utc('1994-11-06T08:49:37Z')],
    ['0', 'unix', 0],
    ['1700000000', 'unix', 1_700_000_000_000],
    ['-86400', 'unix', -86_400_000],
    ['1.5', 'unix', 1500],
    ['1700000000123', 'timestamp', 1_700_000_000_123],
    ['507f1f77bcf86cd799439011', 'mongo', utc('2012-10-17T21:13:27Z')],
    ['00000000ffffffffffffffff', 'mongo', 0],
    ['25569', 'excel', 0],
    ['45292.75', 'excel', utc('2024-01-01T18:00:00Z')],
    ['1', 'excel', utc('1899-12-31T00:00:00Z')],
    ['-1', 'excel', utc('1899-12-29T00:00:00Z')],
    ['Mon Jan 01 2024 10:00:00 GMT+0100 (Central European Standard Time)', 'jsLocale', utc('2024-01-01T09:00:00Z')],
    ['  1700000000  ', 'unix', 1_700_000_000_000],
  ])('reads %j as %s', (text, format, instant) => {
    expect(parseDate(text, format, zone)).toBe(instant);
  });

  it.each<[string, DateFormat, string]>([
    // Inputs without an offset: the wall time in the selected zone.
    ['2024-01-15T12:00:00', 'iso8601', '2024-01-15T12:00:00'],
    ['2024-07-15T12:00', 'iso8601', '2024-07-15T12:00:00'],
    ['2024-01-15', 'iso8601', '2024-01-15T00:00:00'],
    ['2024', 'iso8601', '2024-01-01T00:00:00'],
    ['2024-07', 'iso8601', '2024-07-01T00:00:00'],
    ['20240715', 'iso8601', '2024-07-15T00:00:00'],
    ['1981-095', 'iso8601', '1981-04-05T00:00:00'],
    ['1981095', 'iso8601', '1981-04-05T00:00:00'],
    ['2009-W01-1', 'iso8601', '2008-12-29T00:00:00'],
    ['2009W537', 'iso8601', '2010-01-03T00:00:00'],
    ['2024-W01', 'iso8601', '2024-01-01T00:00:00'],
    ['0005-06-07T08:09:10', 'iso8601', '0005-06-07T08:09:10'],
    ['2024-07-15 12:00:00', 'iso9075', '2024-07-15T12:00:00'],
  ])('reads %j (%s) at %s on the zone clock', (text, format, wall) => {
    const instant = parseDate(text, format, zone) as number;
    expect(instant).toBe(wallToInstant(utc(`${wall.length === 19 ? wall : `${wall}:00`}Z`), zone));
    expect(formatDate(instant, zone).iso9075).toBe(wall.replace('T', ' '));
  });

  it('reads a wall time against that zone offset', () => {
    expect(parseDate('2024-01-15T12:00:00', 'iso8601', zone)).toBe(utc('2024-01-15T12:00:00Z') - offsetJanuary * MINUTE);
    expect(parseDate('2024-07-15 12:00:00', 'iso9075', zone)).toBe(utc('2024-07-15T12:00:00Z') - offsetJuly * MINUTE);
  });

  it('writes every format of one instant', () => {
    const instant = utc('2024-01-15T12:34:56.789Z');
    const shift = offsetJanuary * MINUTE;
    const wall = new Date(instant + shift).toISOString().slice(0, 19);
    const offset = offsetJanuary === 0 ? 'Z' : { [-300]: '-05:00', 330: '+05:30' }[offsetJanuary];
    expect(formatDate(instant, zone)).toEqual({
      jsLocale: expect.stringMatching(/^Mon Jan 15 2024 \d\d:\d\d:56 GMT[+-]\d{4} \([A-Z][A-Za-z ]+\)$/),
      iso8601: `${wall}${offset}`,
      iso9075: wall.replace('T', ' '),
      rfc3339: `${wall}${offset}`,
      rfc7231: 'Mon, 15 Jan 2024 12:34:56 GMT',
      unix: '1705322096',
      timestamp: '1705322096789',
      utc: 'Mon, 15 Jan 2024 12:34:56 GMT',
      mongo: '65a52670' + '0'.repeat(16),
      excel: String((instant - Date.UTC(1899, 11, 30)) / 86_400_000),
    });
  });

  it.each(DATE_FORMATS)('reads back its own %s output', (format) => {
    const instant = utc('2021-07-04T05:06:07Z');
    expect(parseDate(formatDate(instant, zone)[format], format, zone)).toBe(instant);
  });
});

describe('JS locale date string', () => {
  it.each([
    ['UTC', 'Mon Jan 15 2024 12:34:56 GMT+0000 (Coordinated Universal Time)'],
    ['America/New_York', 'Mon Jan 15 2024 07:34:56 GMT-0500 (Eastern Standard Time)'],
    ['Asia/Kolkata', 'Mon Jan 15 2024 18:04:56 GMT+0530 (India Standard Time)'],
    ['Europe/Paris', 'Mon Jan 15 2024 13:34:56 GMT+0100 (Central European Standard Time)'],
  ])('is written as Date.prototype.toString would in %s', (zone, text) => {
    expect(formatDate(utc('2024-01-15T12:34:56Z'), zone).jsLocale).toBe(text);
  });

  it('matches Date.prototype.toString in the zone of this process', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const recent = utc('2024-07-15T12:00:00Z');
    expect(formatDate(recent, zone).jsLocale).toBe(new Date(recent).toString());
    // Older instants only up to the zone name: Date gives every era today's names (Sydney 1901,
    // +10:00, "Australian Eastern Daylight Time") where Intl gives "GMT+10:00".
    const withoutName = (text: string) => text.slice(0, text.indexOf(' ('));
    for (const instant of [0, utc('1901-02-03T04:05:06Z'), utc('1850-02-03T04:05:06Z')])
      expect(withoutName(formatDate(instant, zone).jsLocale)).toBe(withoutName(new Date(instant).toString()));
  });

  // Zones far apart, so that most differ from the device's, which Date alone would read these in.
  it.each<[text: string, format: DateFormat, zone: string, read: string]>([
    ['Mon Jan 15 2024 10:00:00', 'jsLocale', 'Pacific/Kiritimati', '2024-01-15T10:00:00+14:00'],
    ['Mon Jan 15 2024 10:00:00', 'jsLocale', 'America/Adak', '2024-01-15T10:00:00-10:00'],
    ['Mon Jan 15 2024 10:00:00 (Nepal Time)', 'jsLocale', 'Asia/Kathmandu', '2024-01-15T10:00:00+05:45'],
    ['January 15, 2024 10:00', 'jsLocale', 'Australia/Lord_Howe', '2024-01-15T10:00:00+11:00'],
    ['1/15/2024, 10:00:00 AM', 'jsLocale', 'Europe/Paris', '2024-01-15T10:00:00+01:00'],
    ['2024-01-15T10:00:00.5', 'jsLocale', 'Australia/Sydney', '2024-01-15T10:00:00.500+11:00'],
    ['2024-01-15', 'jsLocale', 'America/New_York', '2024-01-15T00:00:00-05:00'],
    ['Sun Mar 31 2024 02:30:00', 'jsLocale', 'Europe/Paris', '2024-03-31T03:30:00+02:00'],
    ['Sun Oct 06 2024 02:30:00', 'jsLocale', 'Australia/Sydney', '2024-10-06T03:30:00+11:00'],
    ['Mon, 15 Jan 2024 10:00:00', 'utc', 'Asia/Tokyo', '2024-01-15T10:00:00+09:00'],
  ])('reads %j (%s) without a zone on the clock of %s', (text, format, zone, read) => {
    expect(parseDate(text, format, zone)).toBe(utc(read));
  });

  it.each([
    ['Mon Jan 15 2024 10:00:00 GMT+0100 (Central European Standard Time)', '2024-01-15T09:00:00Z'],
    ['Mon Jan 15 2024 10:00:00 GMT', '2024-01-15T10:00:00Z'],
    ['Jan 15 2024 10:00 UTC', '2024-01-15T10:00:00Z'],
    ['Jan 15 2024 10:00 -05:00', '2024-01-15T15:00:00Z'],
    ['Jan 15 2024 10:00 -0500', '2024-01-15T15:00:00Z'],
    ['Jan 15 2024 10:00 EST', '2024-01-15T15:00:00Z'],
    ['2024-01-15T10:00:00+0100', '2024-01-15T09:00:00Z'],
    ['2024-01-15T10:00:00.5Z', '2024-01-15T10:00:00.500Z'],
  ])('reads %j at the zone written in it, whichever is selected', (text, read) => {
    for (const zone of ['UTC', 'Pacific/Kiritimati', 'America/Adak']) expect(parseDate(text, 'jsLocale', zone)).toBe(utc(read));
  });

  it('tells, as Date does under two device zones, which texts name their zone', () => {
    const texts = [
      'Mon Jan 15 2024 10:00:00',
      'Mon Jan 15 2024 10:00 (GMT)',
      '1/15/2024, 10:00:00 AM',
      '2024-01-15T10:00',
      'Jan 15 2024 10:00 +01',
      'Jan 15 2024 10:00 UT',
      '2024-01-15T10:00z',
      'Jan 15 2024 10:00 PDT',
      'Jan 15 2024 10:00 AM -0500',
      'Jan 15, 2024, 10:00 UTC+5',
      '2024-01-15T10:00:00.5-03:00',
      'Mon Jan 15 2024 10:00:00 GMT+0100 (Central European Standard Time)',
    ];
    // Date reads a text without a zone in the device's, so only those readings move with TZ.
    const script = 'console.log(JSON.stringify(JSON.parse(process.argv[1]).map((text) => Date.parse(text))))';
    const readIn = (tz: string): number[] =>
      JSON.parse(
        execFileSync(process.execPath, ['-e', script, JSON.stringify(texts)], {
          env: { ...process.env, TZ: tz },
          encoding: 'utf8',
        }),
      );
    const [east, west] = [readIn('Pacific/Kiritimati'), readIn('America/Adak')];
    expect(texts.map(hasZoneInText)).toEqual(texts.map((_, index) => east[index] === west[index]));
  });
});

describe('detectFormat', () => {
  it.each<[string, DateFormat | undefined]>([
    ['', undefined],
    ['   ', undefined],
    ['2024', 'iso8601'],
    ['2024-01-02', 'iso8601'],
    ['2024-W05-3', 'iso8601'],
    ['2024-01-02T03:04:05Z', 'iso8601'],
    ['2024-01-02 03:04:05', 'iso9075'],
    ['2024-01-02 03:04:05.5+01:00', 'iso9075'],
    ['2024-01-02t03:04:05z', 'rfc3339'],
    ['Sun, 06 Nov 1994 08:49:37 GMT', 'rfc7231'],
    ['1', 'unix'],
    ['123', 'unix'],
    ['20240102', 'unix'],
    ['1700000000', 'unix'],
    ['17000000001', 'timestamp'],
    ['1700000000123', 'timestamp'],
    ['17000000001234', 'excel'],
    ['45292.5', 'excel'],
    ['-1', 'excel'],
    ['Sun, 6 Nov 1994 08:49:37 GMT', undefined],
    ['507f1f77bcf86cd799439011', 'mongo'],
    ['Mon Jan 15 2024 12:34:56 GMT+0000 (Coordinated Universal Time)', undefined],
    ['hello', undefined],
    ['2024-13-01', undefined],
    ['日本語 😀', undefined],
  ])('%j → %s', (text, format) => {
    expect(detectFormat(text, 'UTC')).toBe(format);
  });
});

describe('invalid input', () => {
  // The key says what is wrong for the format: not its layout, a day or time that does not exist,
  // a weekday that is not the date's, second 60 off a leap second, or past the Date range.
  it.each<[string, DateFormat, FailureKey]>([
    ['2024-02-30', 'iso8601', 'noSuchDate'],
    ['2023-02-29', 'iso8601', 'noSuchDate'],
    ['2024-00-10', 'iso8601', 'noSuchDate'],
    ['2024-01-01T25:00', 'iso8601', 'noSuchDate'],
    ['2024-01-01T24:00:01', 'iso8601', 'noSuchDate'],
    ['2024-01-01T10:60', 'iso8601', 'noSuchDate'],
    ['2024-01-01T10:00+24:00', 'iso8601', 'noSuchDate'],
    ['2023-366', 'iso8601', 'noSuchDate'],
    ['2021-W53', 'iso8601', 'noSuchDate'],
    ['-000000-01-01', 'iso8601', 'noSuchDate'],
    ['2024-13-01 10:00:00', 'iso9075', 'noSuchDate'],
    ['2024-01-02T03:04:05', 'rfc3339', 'notFormat'],
    ['2024-01-02T03:04:05Z', 'iso9075', 'notFormat'],
    ['Sun, 31 Nov 1994 08:49:37 GMT', 'rfc7231', 'noSuchDate'],
    ['Sun, 6 Nov 1994 08:49:37 GMT', 'rfc7231', 'notFormat'],
    ['12a', 'unix', 'notFormat'],
    ['1.5', 'timestamp', 'notFormat'],
    ['8640000000000001', 'timestamp', 'outOfRange'],
    ['-8640000000000001', 'timestamp', 'outOfRange'],
    ['+999999-01-01', 'iso8601', 'outOfRange'],
    ['+275760-09-14', 'iso8601', 'outOfRange'],
    ['507f1f77bcf86cd79943901', 'mongo', 'notFormat'],
    ['not a date', 'jsLocale', 'notFormat'],
    ['not a date', 'utc', 'notFormat'],
    ['1e5', 'excel', 'notFormat'],
    ['😀', 'iso8601', 'notFormat'],
  ])('%j is not a %s date: %s', (text, format, key) => {
    expect(inputErrorOf(() => parseDate(text, format, 'UTC'))).toEqual({ key, params: expect.objectContaining({ format }) });
  });

  it('names the real weekday of an RFC 7231 date that gives another', () => {
    expect(inputErrorOf(() => parseDate('Mon, 06 Nov 1994 08:49:37 GMT', 'rfc7231', 'UTC'))).toEqual({
      key: 'wrongWeekday',
      params: { format: 'rfc7231', weekday: 'Sun' },
    });
  });

  it('gives nothing for blank input', () => {
    expect(parseDate('', 'iso8601', 'UTC')).toBeUndefined();
    expect(parseDate(' \n', 'unix', 'UTC')).toBeUndefined();
  });
});

describe('limits', () => {
  it('reads and writes the ends of the JS date range', () => {
    expect(parseDate('8640000000000000', 'timestamp', 'UTC')).toBe(8.64e15);
    expect(formatDate(8.64e15, 'UTC').iso8601).toBe('+275760-09-13T00:00:00Z');
    expect(formatDate(-8.64e15, 'UTC').iso8601).toBe('-271821-04-20T00:00:00Z');
    expect(parseDate('+275760-09-13T00:00:00Z', 'iso8601', 'UTC')).toBe(8.64e15);
  });

  it('writes a Mongo ObjectID only for seconds 0 … 2^32 − 1, always 24 characters', () => {
    expect(formatDate(0, 'UTC').mongo).toBe('0'.repeat(24));
    expect(formatDate(1000, 'UTC').mongo).toBe('00000001' + '0'.repeat(16));
    expect(formatDate((2 ** 32 - 1) * 1000, 'UTC').mongo).toBe('ffffffff' + '0'.repeat(16));
    expect(formatDate(2 ** 32 * 1000, 'UTC').mongo).toBe('');
    expect(formatDate(-1, 'UTC').mongo).toBe('');
  });

  it('splits an ISO date-time into day, time and offset', () => {
    expect(parseIso8601('2024-01-02T03:04:05.006+01:30')).toEqual({
      day: utc('2024-01-02T00:00:00Z'),
      time: 3 * 3_600_000 + 4 * 60_000 + 5006,
      offset: 5400,
    });
    expect(parseIso8601('2024-01-02')).toEqual({ day: utc('2024-01-02T00:00:00Z'), time: 0 });
    expect(parseIso8601('2024-01-02T')).toBeUndefined();
  });
});
