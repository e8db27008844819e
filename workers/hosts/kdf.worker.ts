/// <reference lib="webworker" />
import { exposeHost } from '../expose-host';
import { bcryptCompare, bcryptHash } from '@/tools/bcrypt/logic';

/** Key-derivation host: slow, synchronous WASM (bcrypt…) that must never run on the main thread. */
const api = { bcryptHash, bcryptCompare };
export type KdfHost = typeof api;
exposeHost(api);
