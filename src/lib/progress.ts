/** How far a task is: `done` out of `total` (bytes for files, items otherwise). The one progress type. */
export interface Progress {
  done: number;
  total: number;
}

/** A worker method that reports progress takes this as its last parameter. */
export type ReportProgress = (progress: Progress) => void;

const PROGRESS_EVERY_MS = 100;

/** Reports progress at most every 100 ms (and always when forced): crossing to the page costs a message. */
export function throttledProgress(total: number, report?: ReportProgress) {
  let last = Number.NEGATIVE_INFINITY;
  return (done: number, force = false) => {
    const now = performance.now();
    if (!report || (!force && now - last < PROGRESS_EVERY_MS)) return;
    last = now;
    report({ done, total });
  };
}
