import { createBridge } from './bridge';
import { hostFactories, type HostApis, type HostName } from './hosts';

/** The app-wide bridge: the only place workers are spawned. */
export const bridge = createBridge<HostApis>(hostFactories);
export type AppBridge = typeof bridge;
export type { HostApis, HostName };
