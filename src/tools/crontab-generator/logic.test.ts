import { describe, expect, it } from 'vitest';
import { inputErrorOf } from '@/lib/errors.test-helpers';
import { CRON_MACROS, explainCron, formatRun, type CronOptions } from './logic';

const ON: CronOptions = { verbose: true, use24HourTimeFormat: true, dayOfWeekStartIndexZero: true };
const TERSE: CronOptions = { verbose: false, use24HourTimeFormat: false, dayOfWeekStartIndexZero: true };
const ONE_BASED: CronOptions = { ...ON, dayOfWeekStartIndexZero: false };
// Monday 1 January 2024, 00:00:00 in the zone the tests run in (the runs are local times too).
const FROM = new Date(2024, 0, 1, 0, 0, 0);

describe('explainCron: descriptions', () => {
  it.each<[string, string, CronOptions, string]>([
    ['the default', '40 * * * *', ON, 'At 40 minutes past the hour, every hour, every day'],
    ['every minute', '* * * * *', ON, 'Every minute, every hour, every day'],
    [
      'terse, 12-hour',
      '*/5 1-3 * JAN,feb mon-fri',
      TERSE,
      'Every 5 minutes, between 01:00 AM and 03:59 AM, Monday through Friday, only in January and February',
    ],
    ['24-hour', '30 14 * * *', ON, 'At 14:30, every day'],
    ['six fields, with seconds', '*/10 * * * * *', TERSE, 'Every 10 seconds'],
    ['? in the day fields', '0 12 ? * 1', TERSE, 'At 12:00 PM, only on Monday'],
    ['days start at 1: 1 is Sunday', '0 0 * * 1', { ...ONE_BASED, verbose: false }, 'At 00:00, only on Sunday'],
    ['extra spaces', '  15   2 *  * *  ', TERSE, 'At 02:15 AM'],
  ])('%s', (_, expression, options, expected) => {
    expect(explainCron(expression, options, 'en', FROM).description).toBe(expected);
  });

  it.each<[string, string]>([
    ['es', 'Cada minuto'],
    ['fr', 'Toutes les minutes'],
    ['ru', 'Каждую минуту'],
    ['zh', '每分钟'],
    ['pt-BR', 'A cada minuto'],
    ['de', 'Every minute'], // no such UI language: English
  ])('in the UI language %s', (language, expected) => {
    expect(explainCron('* * * * *', TERSE, language, FROM).description).toBe(expected);
  });

  it.each(Object.entries(CRON_MACROS))('macro %s reads as its equivalent %s', (macro, equivalent) => {
    const viaMacro = explainCron(macro.toUpperCase(), ON, 'en', FROM);
    expect(viaMacro).toEqual(explainCron(equivalent, ON, 'en', FROM));
  });

  it('@reboot: no description from the library and no next runs', () => {
    expect(explainCron('@reboot', ON, 'en', FROM)).toEqual({ kind: 'reboot', description: '', runs: [] });
  });

  it.each(['', '   \n '])('empty input %j gives nothing', (expression) => {
    expect(explainCron(expression, ON, 'en', FROM)).toEqual({ kind: 'empty', description: '', runs: [] });
  });
});

describe('explainCron: next runs', () => {
  it.each<[string, string, CronOptions, string[]]>([
    [
      'hourly at :40',
      '40 * * * *',
      ON,
      [
        '2024-01-01 00:40:00, Mon',
        '2024-01-01 01:40:00, Mon',
        '2024-01-01 02:40:00, Mon',
        '2024-01-01 03:40:00, Mon',
        '2024-01-01 04:40:00, Mon',
      ],
    ],
    [
      '@weekly: Sundays',
      '@weekly',
      ON,
      [
        '2024-01-07 00:00:00, Sun',
        '2024-01-14 00:00:00, Sun',
        '2024-01-21 00:00:00, Sun',
        '2024-01-28 00:00:00, Sun',
        '2024-02-04 00:00:00, Sun',
      ],
    ],
    [
      '@weekly with days from 1: still Sundays',
      '@weekly',
      ONE_BASED,
      [
        '2024-01-07 00:00:00, Sun',
        '2024-01-14 00:00:00, Sun',
        '2024-01-21 00:00:00, Sun',
        '2024-01-28 00:00:00, Sun',
        '2024-02-04 00:00:00, Sun',
      ],
    ],
    [
      'days from 1: 2 is Monday',
      '0 9 * * 2',
      ONE_BASED,
      [
        '2024-01-01 09:00:00, Mon',
        '2024-01-08 09:00:00, Mon',
        '2024-01-15 09:00:00, Mon',
        '2024-01-22 09:00:00, Mon',
        '2024-01-29 09:00:00, Mon',
      ],
    ],
    [
      '7 is Sunday too',
      '0 0 * * 7',
      ON,
      [
        '2024-01-07 00:00:00, Sun',
        '2024-01-14 00:00:00, Sun',
        '2024-01-21 00:00:00, Sun',
        '2024-01-28 00:00:00, Sun',
        '2024-02-04 00:00:00, Sun',
      ],
    ],
    [
      'seconds with a start',
      '5/20 * * * * *',
      ON,
      [
        '2024-01-01 00:00:05, Mon',
        '2024-01-01 00:00:25, Mon',
        '2024-01-01 00:00:45, Mon',
        '2024-01-01 00:01:05, Mon',
        '2024-01-01 00:01:25, Mon',
      ],
    ],
    [
      'leap day',
      '0 0 29 feb *',
      ON,
      [
        '2024-02-29 00:00:00, Thu',
        '2028-02-29 00:00:00, Tue',
        '2032-02-29 00:00:00, Sun',
        '2036-02-29 00:00:00, Fri',
        '2040-02-29 00:00:00, Wed',
      ],
    ],
    ['a day that never comes', '0 0 30 2 *', ON, []],
  ])('%s', (_, expression, options, expected) => {
    expect(explainCron(expression, options, 'en', FROM).runs).toEqual(expected);
  });

  it('formats in the UI language', () => {
    expect(formatRun(new Date(2024, 0, 1, 5, 6, 7), 'fr')).toBe('2024-01-01 05:06:07, lun.');
  });

  it('keeps one week-day format per language (the page switching back and forth)', () => {
    const monday = new Date(2024, 0, 1, 5, 6, 7);
    expect([formatRun(monday, 'en'), formatRun(monday, 'fr'), formatRun(monday, 'en'), formatRun(monday, 'ru')]).toEqual([
      '2024-01-01 05:06:07, Mon',
      '2024-01-01 05:06:07, lun.',
      '2024-01-01 05:06:07, Mon',
      '2024-01-01 05:06:07, пн',
    ]);
  });
});

describe('explainCron: invalid expressions name the field', () => {
  const field = (name: string, value: string, min: number, max: number) => ({
    key: 'invalidCron',
    params: { detailKey: 'detailField', field: name, value, min, max },
  });
  it.each<[string, string, CronOptions, ReturnType<typeof inputErrorOf>]>([
    ['minute out of range', '60 * * * *', ON, field('minute', '60', 0, 59)],
    ['hour out of range', '0 24 * * *', ON, field('hour', '24', 0, 23)],
    ['day of month 0', '0 0 0 * *', ON, field('dayOfMonth', '0', 1, 31)],
    ['unknown month name', '0 0 1 foo *', ON, field('month', 'foo', 1, 12)],
    ['day of week 8', '0 0 * * 8', ON, field('dayOfWeek', '8', 0, 7)],
    ['day of week 0 when days start at 1', '0 0 * * 0', ONE_BASED, field('dayOfWeek', '0', 1, 7)],
    ['seconds out of range', '61 * * * * *', ON, field('seconds', '61', 0, 59)],
    ['reversed range', '0 0 * * 5-1', ON, field('dayOfWeek', '5-1', 0, 7)],
    ['step 0', '*/0 * * * *', ON, field('minute', '*/0', 0, 59)],
    ['? outside the day fields', '? * * * *', ON, field('minute', '?', 0, 59)],
    ['empty list item', '1,,2 * * * *', ON, field('minute', '1,,2', 0, 59)],
    ['Unicode', '0 0 * * lün', ON, field('dayOfWeek', 'lün', 0, 7)],
    ['too few fields', '* * * *', ON, { key: 'invalidCron', params: { detailKey: 'detailCount', count: 4 } }],
    // 6 fields start with seconds: a year is not blamed on the day of week.
    ['a year as 6th field', '0 0 1 1 * 2025', ON, { key: 'invalidCron', params: { detailKey: 'detailYear', value: '2025' } }],
    [
      'a range of years',
      '0 0 1 1 * 2025-2030',
      ON,
      { key: 'invalidCron', params: { detailKey: 'detailYear', value: '2025-2030' } },
    ],
    ['too many fields', '* * * * * * *', ON, { key: 'invalidCron', params: { detailKey: 'detailCount', count: 7 } }],
    ['unknown macro', '@sometimes', ON, { key: 'invalidCron', params: { detailKey: 'detailMacro', value: '@sometimes' } }],
  ])('%s', (_, expression, options, expected) => {
    expect(inputErrorOf(() => explainCron(expression, options, 'en', FROM))).toEqual(expected);
  });
});
