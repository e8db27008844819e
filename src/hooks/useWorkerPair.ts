import { useEffect } from 'react';
import type { ArgsOf, MethodsOf, ResultOf } from '@workers/host-types';
import { bridge, type HostApis, type HostName } from '@workers/index';
import { runWorkerPair, type PairArgs, type PairMethodsOf } from '@workers/pair';
import { useTask } from './useTask';

/**
 * A streamed task over two workers of `host` (a reader and a helper joined by a channel, see
 * workers/pair.ts), as a task: `run(...readerArgs)`, the helper getting `helperArgs`; progress
 * comes from the reader. Resolves with both answers.
 */
export function useWorkerPair<H extends HostName, RM extends PairMethodsOf<HostApis[H]>, HM extends PairMethodsOf<HostApis[H]>>(
  host: H,
  reader: RM,
  helper: HM,
  options: { helperArgs: PairArgs<HostApis[H][HM]>; instances?: readonly [number, number] },
) {
  const { helperArgs, instances = [0, 1] } = options;
  return useTask<PairArgs<HostApis[H][RM]>, [ResultOf<HostApis[H][RM]>, ResultOf<HostApis[H][HM]> | undefined]>(
    ({ signal, report }, ...readerArgs) =>
      runWorkerPair(bridge, host, { reader, readerArgs, helper, helperArgs, instances, signal, onProgress: report }),
  );
}

/**
 * The same streamed task, with the helper's arguments given to each run:
 * `run(readerArgs, helperArgs)` (e.g. the file handle a helper writes to, picked just before).
 */
export function useWorkerPairRun<
  H extends HostName,
  RM extends PairMethodsOf<HostApis[H]>,
  HM extends PairMethodsOf<HostApis[H]>,
>(host: H, reader: RM, helper: HM, options: { instances?: readonly [number, number] } = {}) {
  const { instances = [0, 1] } = options;
  return useTask<
    [PairArgs<HostApis[H][RM]>, PairArgs<HostApis[H][HM]>],
    [ResultOf<HostApis[H][RM]>, ResultOf<HostApis[H][HM]> | undefined]
  >(({ signal, report }, readerArgs, helperArgs) =>
    runWorkerPair(bridge, host, { reader, readerArgs, helper, helperArgs, instances, signal, onProgress: report }),
  );
}

/**
 * Starts workers of `host` before they are needed (and lets them load what `method` loads), so
 * the first real call answers at once. A failure here does not matter: a real call reports it.
 */
export function useWarmWorkers<H extends HostName, M extends MethodsOf<HostApis[H]>>(
  host: H,
  method: M,
  args: ArgsOf<HostApis[H][M]> | null,
  instances: readonly number[],
) {
  const key = args === null ? null : JSON.stringify(args);
  const instanceKey = instances.join(',');
  useEffect(() => {
    if (key === null) return;
    const call = bridge.call as unknown as (h: H, m: M, a: unknown[], o: object) => Promise<unknown>;
    for (const instance of instanceKey.split(',').map(Number))
      void call(host, method, JSON.parse(key) as unknown[], { instance }).catch(() => undefined);
  }, [host, method, key, instanceKey]);
}
