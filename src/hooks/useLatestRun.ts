import { useCallback, useEffect, useRef } from 'react';

/**
 * "Latest wins" for async runs: `start` aborts the run before and gives this run's controller;
 * `isCurrent` tells whether a run is still the latest (its answers may be shown); `cancel` aborts
 * the current run; `stop` aborts it and forgets it. Unmounting aborts.
 */
export function useLatestRun() {
  const controller = useRef<AbortController | null>(null);
  const start = useCallback(() => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    return mine;
  }, []);
  const isCurrent = useCallback((run: AbortController) => controller.current === run, []);
  /** Called when a run ends, however it ends. */
  const finish = useCallback((run: AbortController) => {
    if (controller.current === run) controller.current = null;
  }, []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);
  useEffect(() => () => controller.current?.abort(), []);
  return { start, isCurrent, finish, cancel, stop };
}
