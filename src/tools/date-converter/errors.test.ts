import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { detectFormat, formatDate, readDate, type DateFormat } from './logic';

const utc = (iso: string) => Date.parse(iso);

describe('leap seconds', () => {
  // Unix time and Date have no 23:59:60: a leap second is read as the second before it, and said so.
  // RFC 3339 section 5.8 gives the first two (the same leap second, in UTC and at −08:00).
  it.each<[text: string, format: DateFormat, read: string]>([
    ['1990-12-31T23:59:60Z', 'rfc3339', '1990-12-31T23:59:59Z'],
    ['1990-12-31T15:59:60-08:00', 'rfc3339', '1990-12-31T23:59:59Z'],
    ['2016-12-31T23:59:60Z', 'iso8601', '2016-12-31T23:59:59Z'],
    ['2017-01-01T00:59:60+01:00', 'iso8601', '2016-12-31T23:59:59Z'],
    ['20161231T235960.5Z', 'iso8601', '2016-12-31T23:59:59.500Z'],
    ['2016-12-31 23:59:60Z', 'iso9075', '2016-12-31T23:59:59Z'],
    ['2015-06-30 23:59:60', 'iso9075', '2015-06-30T23:59:59Z'],
  ])('reads %j (%s) as %s', (text, format, read) => {
    expect(readDate(text, format, 'UTC')).toEqual({ instant: utc(read), leapSecond: true });
  });

  it('is detected as ISO 8601, and an ordinary second is not a leap one', () => {
    expect(detectFormat('2016-12-31T23:59:60Z', 'UTC')).toBe('iso8601');
    expect(readDate('2016-12-31T23:59:59Z', 'iso8601', 'UTC')).toEqual({
      instant: utc('2016-12-31T23:59:59Z'),
      leapSecond: false,
    });
  });

  it('reads a wall time without offset in the zone: 23:59:60 UTC is 00:59:60 in Paris in winter', () => {
    expect(readDate('2017-01-01T00:59:60', 'iso8601', 'Europe/Paris')?.instant).toBe(utc('2016-12-31T23:59:59Z'));
    expect(formatDate(utc('2016-12-31T23:59:59Z'), 'Europe/Paris').iso8601).toBe('2017-01-01T00:59:59+01:00');
  });

  it.each<[string, DateFormat]>([
    ['2016-12-31T22:59:60Z', 'iso8601'],
    ['2016-12-31T23:59:60+01:00', 'rfc3339'],
    ['2024-01-15 10:59:60', 'iso9075'],
  ])('says second 60 is only a leap second at 23:59:60 UTC: %j', (text, format) => {
    expect(inputErrorOf(() => readDate(text, format, 'UTC'))).toEqual({ key: 'leapSecond', params: { format } });
  });

  it('is no second 60 at another minute', () => {
    expect(inputErrorOf(() => readDate('2016-12-31T23:58:60Z', 'iso8601', 'UTC'))).toEqual({
      key: 'noSuchDate',
      params: { format: 'iso8601' },
    });
  });
});

describe('an input format left from an earlier text', () => {
  // Auto-detection keeps the format when no format matches: the error is about that format, and a
  // hint names the format the text is in.
  it.each<[text: string, selected: DateFormat, hint: Record<string, string>]>([
    // Never auto-detected, so left on Excel; Date reads it.
    ['Jan 15 2024 10:30', 'excel', { hint: 'readsAs', hintFormat: 'jsLocale' }],
    // In ISO 8601's layout, but no such day: the hint says so, not "reads as JS" (Date makes it 1 March).
    ['2024-02-30', 'excel', { hint: 'noSuchDate', hintFormat: 'iso8601' }],
    ['2024-02-30', 'unix', { hint: 'noSuchDate', hintFormat: 'iso8601' }],
    ['Mon, 06 Nov 1994 08:49:37 GMT', 'excel', { hint: 'wrongWeekday', hintFormat: 'rfc7231', hintWeekday: 'Sun' }],
    // Chosen by hand after typing: the format auto-detection would take.
    ['1700000000', 'iso9075', { hint: 'readsAs', hintFormat: 'unix' }],
    ['45292.5', 'iso8601', { hint: 'readsAs', hintFormat: 'excel' }],
    ['2024-01-15T10:30:00Z', 'excel', { hint: 'readsAs', hintFormat: 'iso8601' }],
    ['2024-01-02T03:04:05', 'rfc3339', { hint: 'readsAs', hintFormat: 'iso8601' }],
    ['hello', 'excel', {}],
  ])('%j in %s: not that format, with the hint %j', (text, selected, hint) => {
    expect(inputErrorOf(() => readDate(text, selected, 'UTC'))).toEqual({
      key: 'notFormat',
      params: { format: selected, ...hint },
    });
  });

  it('gives no hint when the text is in the layout of the chosen format', () => {
    expect(inputErrorOf(() => readDate('2024-02-30', 'iso8601', 'UTC'))).toEqual({
      key: 'noSuchDate',
      params: { format: 'iso8601' },
    });
  });
});

describe('a long text', () => {
  it('is no date in any format, and is not tried against each', () => {
    const text = '1'.repeat(5_000_000);
    const start = performance.now();
    for (const format of ['excel', 'iso8601', 'jsLocale'] as const)
      expect(inputErrorOf(() => readDate(text, format, 'Europe/Paris'))).toEqual({ key: 'notFormat', params: { format } });
    expect(detectFormat(text, 'UTC')).toBeUndefined();
    // Tried against every format, it took seconds.
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
