/// <reference lib="webworker" />
import { bcryptCompare, bcryptHash } from '@/tools/bcrypt/logic';

/** Key-derivation host: slow, synchronous WASM (bcrypt…) that must never run on the main thread. */
export const api = { bcryptHash, bcryptCompare };
export type KdfHost = typeof api;
