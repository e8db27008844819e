import { useEffect } from 'react';
import type { ArgsOf, MethodsOf } from '@workers/host-types';
import { bridge, type HostApis, type HostName } from '@workers/index';

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
