/// <reference lib="webworker" />
import { expose } from 'comlink';
import { bcryptCompare, bcryptHash } from '@/tools/bcrypt/logic';

/** Key-derivation host: slow, synchronous WASM (bcrypt…) that must never run on the main thread. */
const api = { bcryptHash, bcryptCompare };
export type KdfHost = typeof api;
expose(api);
