import { createBridge, type WorkerLike } from '@workers/bridge';
import { exposeHost } from '@workers/expose-host';
import type { AppBridge, HostApis, HostName } from '@workers/index';

type Endpoint = NonNullable<Parameters<typeof exposeHost>[1]>;

/**
 * For tests: a bridge whose hosts are the given APIs, each served in this thread at one end of a
 * MessageChannel, exposed as a worker exposes its host (so an InputError crosses as it would).
 * Stands in for the app's bridge: `vi.mock('@workers/index', …)` returning `{ bridge }`. An API may
 * be a double (its methods may answer late, as a busy worker does).
 */
export function inThreadBridge(apis: Partial<Record<HostName, object>>): AppBridge {
  const spawn = (api: object) => (): WorkerLike => {
    const { port1, port2 } = new MessageChannel();
    exposeHost(api, port2 as unknown as Endpoint);
    const terminate = () => {
      port1.close();
      port2.close();
    };
    return Object.assign(port1 as unknown as Endpoint, { terminate });
  };
  const factories = Object.fromEntries(Object.entries(apis).map(([host, api]) => [host, spawn(api)]));
  return createBridge<HostApis>(factories as Parameters<typeof createBridge<HostApis>>[0]) as AppBridge;
}
