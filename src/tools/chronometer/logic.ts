/**
 * A stopwatch as plain data. Times are readings of one monotonic clock (performance.now()), so
 * the elapsed time is a difference of readings and never drifts with timer scheduling.
 */
export interface Stopwatch {
  /** Time gathered by finished runs, in ms. */
  accumulated: number;
  /** Clock reading when the current run started; null while stopped. */
  since: number | null;
  /** Total elapsed time at each lap, in ms. */
  laps: readonly number[];
}

export const STOPPED: Stopwatch = { accumulated: 0, since: null, laps: [] };

export const elapsed = (watch: Stopwatch, now: number): number =>
  watch.accumulated + (watch.since === null ? 0 : Math.max(0, now - watch.since));

export const isRunning = (watch: Stopwatch) => watch.since !== null;

export const start = (watch: Stopwatch, now: number): Stopwatch => (isRunning(watch) ? watch : { ...watch, since: now });

export const stop = (watch: Stopwatch, now: number): Stopwatch =>
  isRunning(watch) ? { ...watch, accumulated: elapsed(watch, now), since: null } : watch;

export const toggle = (watch: Stopwatch, now: number): Stopwatch => (isRunning(watch) ? stop(watch, now) : start(watch, now));

/** A lap is taken only while running. */
export const lap = (watch: Stopwatch, now: number): Stopwatch =>
  isRunning(watch) ? { ...watch, laps: [...watch.laps, elapsed(watch, now)] } : watch;

/** Back to zero with no laps; a running watch stops. */
export const reset = (): Stopwatch => STOPPED;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `MM:SS.mmm`, with an `HH:` prefix from one hour on (hours are not capped). */
export function formatElapsed(ms: number): string {
  const whole = Math.max(0, Math.floor(ms));
  const hours = Math.floor(whole / 3_600_000);
  const minutes = Math.floor(whole / 60_000) % 60;
  const seconds = Math.floor(whole / 1000) % 60;
  const clock = `${pad(minutes)}:${pad(seconds)}.${pad(whole % 1000, 3)}`;
  return hours > 0 ? `${pad(hours)}:${clock}` : clock;
}

/** Each lap's number, its own duration and the running total. */
export function lapRows(laps: readonly number[]): { lap: number; lapTime: number; total: number }[] {
  return laps.map((total, index) => ({
    lap: index + 1,
    lapTime: total - (index === 0 ? 0 : (laps[index - 1] as number)),
    total,
  }));
}
