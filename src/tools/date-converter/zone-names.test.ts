import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from './logic';
import { offsetAt } from './zone';
import { currentZoneName, timeZoneNames } from './zone-names';

afterEach(() => vi.restoreAllMocks());

describe('time zone names', () => {
  it.each([
    ['Asia/Calcutta', 'Asia/Kolkata'],
    ['Europe/Kiev', 'Europe/Kyiv'],
    ['Asia/Saigon', 'Asia/Ho_Chi_Minh'],
    ['Asia/Katmandu', 'Asia/Kathmandu'],
    ['Asia/Rangoon', 'Asia/Yangon'],
    ['America/Godthab', 'America/Nuuk'],
    ['Pacific/Enderbury', 'Pacific/Kanton'],
  ])('gives %s its current name %s, the same zone to Intl', (old, current) => {
    expect(currentZoneName(old)).toBe(current);
    const instant = Date.parse('2024-01-15T12:00:00Z');
    expect(offsetAt(current, instant)).toBe(offsetAt(old, instant));
    expect(formatDate(instant, current)).toEqual(formatDate(instant, old));
  });

  it('keeps current and unknown names', () => {
    expect(currentZoneName('America/New_York')).toBe('America/New_York');
    expect(currentZoneName('UTC')).toBe('UTC');
    expect(currentZoneName('toString')).toBe('toString');
  });

  it('keeps the old name when the runtime does not know the new one', () => {
    const DateTimeFormat = Intl.DateTimeFormat;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locale?: string, options?: Intl.DateTimeFormatOptions) {
      if (options?.timeZone === 'Europe/Kyiv') throw new RangeError('Invalid time zone specified: Europe/Kyiv');
      return new DateTimeFormat(locale, options);
    } as typeof Intl.DateTimeFormat);
    expect(currentZoneName('Europe/Kiev')).toBe('Europe/Kiev');
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
  });

  it('lists UTC first, then every zone once under its current name, sorted', () => {
    vi.spyOn(Intl, 'supportedValuesOf').mockReturnValue([
      'Asia/Calcutta',
      'Asia/Kathmandu',
      'Asia/Katmandu',
      'Europe/Kiev',
      'UTC',
    ]);
    expect(timeZoneNames('Asia/Calcutta')).toEqual(['UTC', 'Asia/Kathmandu', 'Asia/Kolkata', 'Europe/Kyiv']);
    expect(timeZoneNames('Etc/GMT+5')).toEqual(['UTC', 'Asia/Kathmandu', 'Asia/Kolkata', 'Etc/GMT+5', 'Europe/Kyiv']);
  });

  it('lists what this runtime knows without old names', () => {
    const names = timeZoneNames('UTC');
    expect(names).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh', 'America/New_York']));
    expect(names).not.toEqual(expect.arrayContaining(['Asia/Calcutta']));
    expect(new Set(names).size).toBe(names.length);
  });
});
