// Small numeric helpers shared by the measurements and the report.

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median of each numeric field over a list of runs ({ fcp, usable, … }). */
export function medianOf(runs, fields) {
  return Object.fromEntries(fields.map((field) => [field, median(runs.map((run) => run[field]))]));
}

/**
 * Total blocking time between `from` and `to` (ms): for every long task, the part of it inside
 * the window beyond the first 50 ms (as Lighthouse counts it between FCP and interactive).
 */
export function totalBlockingTime(longTasks, from, to) {
  let total = 0;
  for (const task of longTasks) {
    const start = Math.max(task.start, from);
    const end = Math.min(task.start + task.duration, to);
    if (end - start > 50) total += end - start - 50;
  }
  return total;
}
