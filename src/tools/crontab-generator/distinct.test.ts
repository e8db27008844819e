import { describe, expect, it } from 'vitest';
import { distinctValues } from './distinct';
import { explainCron, type CronOptions } from './logic';

const ON: CronOptions = { verbose: true, use24HourTimeFormat: true, dayOfWeekStartIndexZero: true };
const ONE_BASED: CronOptions = { ...ON, dayOfWeekStartIndexZero: false };
const FROM = new Date(2024, 0, 1, 0, 0, 0);

describe('descriptions name each value once', () => {
  it.each<[string, CronOptions, string]>([
    // 0 and 7 are both Sunday: cronstrue alone says "Sunday and Sunday".
    ['0 0 * * 0,7', ON, 'At 00:00, only on Sunday'],
    ['0 0 * * 7,0', ON, 'At 00:00, only on Sunday'],
    ['0 0 * * sun,7', ON, 'At 00:00, only on Sunday'],
    ['0 0 * * 0,1,7', ON, 'At 00:00, only on Sunday and Monday'],
    ['0 0 * * 0-7', ON, 'At 00:00, Sunday through Saturday'],
    ['0 0 * * 1-5,7', ON, 'At 00:00, only on Monday through Friday and Sunday'],
    ['5,5 * * * *', ON, 'At 5 minutes past the hour, every hour, every day'],
    // Days starting at 1: 7 is Saturday, 1 and sun are Sunday.
    ['0 0 * * 1,7', ONE_BASED, 'At 00:00, only on Sunday and Saturday'],
    ['0 0 * * sun,1', ONE_BASED, 'At 00:00, only on Sunday'],
  ])('%j', (expression, options, expected) => {
    expect(explainCron(expression, options, 'en', FROM).description).toBe(expected);
  });

  it('leaves the next runs as they were', () => {
    expect(explainCron('0 0 * * 0,7', ON, 'en', FROM).runs).toEqual(explainCron('0 0 * * 0', ON, 'en', FROM).runs);
  });

  it.each<[string[], boolean, string[]]>([
    [['0', '0', '*', '*', '0,7'], true, ['0', '0', '*', '*', '0']],
    [['0', '0', '0', '*', '*', '7,0'], true, ['0', '0', '0', '*', '*', '7']],
    [['0', '0', '*', 'jan,1', '*/2,1-3,1-3'], true, ['0', '0', '*', 'jan', '*/2,1-3,1-3']],
    [['0', '0', '*', '*', '7,1'], false, ['0', '0', '*', '*', '7,1']],
  ])('distinctValues(%j, %s)', (fields, zero, expected) => {
    expect(distinctValues(fields, zero)).toEqual(expected);
  });
});
