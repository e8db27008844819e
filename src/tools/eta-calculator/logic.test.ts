import { enGB, fr, ru } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import {
  durationWords,
  endWords,
  fromLocalInput,
  isValidCount,
  requiredRate,
  roundTo2,
  splitDuration,
  toLocalInput,
  totalDuration,
  type SpanUnit,
} from './logic';

describe('totalDuration', () => {
  it.each<[number, number, number, SpanUnit, number]>([
    [186, 3, 5, 'minutes', 310 * 60_000],
    [1, 1, 1, 'milliseconds', 1],
    [10, 4, 1, 'seconds', 2500],
    [100, 3, 1, 'seconds', 33_333],
    [24, 1, 1, 'hours', 24 * 3_600_000],
    [3, 1, 2, 'days', 6 * 86_400_000],
    [1, 1000, 1, 'milliseconds', 0],
  ])('%s elements at %s per %s %s take %s ms', (amount, per, span, unit, ms) => {
    expect(totalDuration(amount, per, span, unit)).toBe(ms);
  });
});

describe('durationWords', () => {
  it.each([
    [310 * 60_000, '5 hours 10 minutes'],
    [2500, '2 seconds 500 ms'],
    [1, '1 ms'],
    [0, ''],
    [3 * 86_400_000 + 1000, '72 hours 1 second'],
    [3_600_000 + 60_000 + 1000 + 1, '1 hour 1 minute 1 second 1 ms'],
  ])('%s ms → %j', (ms, words) => expect(durationWords(ms, enGB)).toBe(words));

  it('speaks the UI language', () => {
    expect(durationWords(310 * 60_000, fr)).toBe('5 heures 10 minutes');
    expect(durationWords(2 * 3_600_000 + 5000, ru)).toBe('2 часа 5 секунд');
  });

  it('splits into hours, minutes, seconds and ms', () => {
    expect(splitDuration(90_061_001)).toEqual({ hours: 25, minutes: 1, seconds: 1, milliseconds: 1 });
  });
});

describe('endWords', () => {
  const now = new Date(2024, 0, 15, 9, 0).getTime();
  it.each([
    [new Date(2024, 0, 15, 17, 42).getTime(), 'today at 17:42'],
    [new Date(2024, 0, 16, 8, 5).getTime(), 'tomorrow at 08:05'],
    [new Date(2024, 2, 1, 12, 0).getTime(), '01/03/2024'],
  ])('%s → %j', (end, words) => expect(endWords(end, now, enGB)).toBe(words));
});

describe('requiredRate', () => {
  const start = Date.UTC(2024, 0, 1, 12);
  it.each<[number, number, number, SpanUnit, number | undefined]>([
    [186, start + 310 * 60_000, 5, 'minutes', 3],
    [100, start + 3 * 60_000, 1, 'minutes', 33.33],
    [2, start + 3 * 60_000, 1, 'minutes', 0.67],
    [1, start + 86_400_000, 1, 'hours', 0.04],
    [1, start + 1, 1, 'days', 86_400_000],
    [10, start, 1, 'minutes', undefined],
    [10, start - 1, 1, 'minutes', undefined],
    [10, Number.NaN, 1, 'minutes', undefined],
  ])('%s elements by %s → %s', (amount, target, span, unit, rate) => {
    expect(requiredRate(amount, start, target, span, unit)).toBe(rate);
  });
});

describe('helpers', () => {
  it.each([
    [1.005, 1.01],
    [-1.005, -1.01],
    [0.125, 0.13],
    [2, 2],
    [1e21, 1e21],
  ])('roundTo2(%s) = %s', (value, rounded) => expect(roundTo2(value)).toBe(rounded));

  it.each([
    [1, true],
    [186, true],
    [1.5, true],
    [0.5, false],
    [0, false],
    [-3, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('isValidCount(%s) = %s', (value, valid) => expect(isValidCount(value)).toBe(valid));

  it('round-trips a datetime-local value in the device zone', () => {
    const instant = new Date(2024, 6, 4, 5, 6).getTime();
    expect(toLocalInput(instant)).toBe('2024-07-04T05:06');
    expect(fromLocalInput('2024-07-04T05:06')).toBe(instant);
    expect(fromLocalInput('2024-07-04T05:06:07.5')).toBe(instant + 7500);
  });

  it.each(['', '2024-07-04', 'tomorrow', '2024-13-01T00:00', '😀'])('fromLocalInput(%j) is undefined', (text) => {
    expect(fromLocalInput(text)).toBeUndefined();
  });
});
