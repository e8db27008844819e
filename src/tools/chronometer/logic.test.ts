import { describe, expect, it } from 'vitest';
import { elapsed, formatElapsed, isRunning, lap, lapRows, reset, start, stop, STOPPED, toggle, type Stopwatch } from './logic';

describe('formatElapsed', () => {
  it.each([
    [0, '00:00.000'],
    [1, '00:00.001'],
    [999.9, '00:00.999'],
    [61_005, '01:01.005'],
    [3_599_999, '59:59.999'],
    [3_600_000, '01:00:00.000'],
    [36_000_000 + 61_001, '10:01:01.001'],
    [100 * 3_600_000, '100:00:00.000'],
    [-5, '00:00.000'],
  ])('%s ms → %s', (ms, text) => expect(formatElapsed(ms)).toBe(text));
});

describe('stopwatch', () => {
  it('measures runs from clock readings, however rarely it is looked at', () => {
    let watch: Stopwatch = start(STOPPED, 1000);
    expect(isRunning(watch)).toBe(true);
    // A hidden tab may go minutes without a frame: the reading alone decides.
    expect(elapsed(watch, 1000 + 5 * 60_000)).toBe(5 * 60_000);
    watch = stop(watch, 2500);
    expect(elapsed(watch, 99_999)).toBe(1500);
    watch = start(watch, 10_000);
    expect(elapsed(watch, 10_250.5)).toBe(1750.5);
    // Long runs stay exact: a day of running adds exactly a day.
    expect(elapsed(watch, 10_000 + 86_400_000)).toBe(1500 + 86_400_000);
  });

  it('ignores a start while running and a stop while stopped', () => {
    const running = start(STOPPED, 100);
    expect(start(running, 500)).toBe(running);
    expect(stop(STOPPED, 500)).toBe(STOPPED);
    expect(toggle(toggle(STOPPED, 0), 40)).toEqual({ accumulated: 40, since: null, laps: [] });
  });

  it('records laps only while running, and reset clears everything', () => {
    let watch = start(STOPPED, 0);
    watch = lap(watch, 1000);
    watch = lap(watch, 2500);
    watch = stop(watch, 3000);
    expect(lap(watch, 4000)).toBe(watch);
    watch = start(watch, 10_000);
    watch = lap(watch, 10_500);
    expect(watch.laps).toEqual([1000, 2500, 3500]);
    expect(lapRows(watch.laps)).toEqual([
      { lap: 1, lapTime: 1000, total: 1000 },
      { lap: 2, lapTime: 1500, total: 2500 },
      { lap: 3, lapTime: 1000, total: 3500 },
    ]);
    expect(reset()).toEqual({ accumulated: 0, since: null, laps: [] });
  });

  it('never goes backwards if a reading precedes the start', () => {
    expect(elapsed(start(STOPPED, 1000), 999)).toBe(0);
    expect(lapRows([])).toEqual([]);
  });
});
