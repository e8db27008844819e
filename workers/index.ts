import { createBridge } from './bridge';
import { hostFactories, type HostName } from './hosts';

/** The app-wide bridge: the only place workers are spawned. */
export const bridge = createBridge<HostName>(hostFactories);
export type { HostName };
export { TaskAbortedError, type TaskProgress } from './bridge';
