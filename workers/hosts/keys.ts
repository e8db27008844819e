/// <reference lib="webworker" />
import { generateRsaKeyPair } from '@/tools/rsa-key-pair-generator/logic';

/** Key generation host: WebCrypto RSA generation takes seconds at 4096+ bits, so never on the main thread. */
export const api = { generateRsaKeyPair };
export type KeysHost = typeof api;
