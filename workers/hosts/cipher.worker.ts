/// <reference lib="webworker" />
import { exposeHost } from '../expose-host';
import { decryptText, encryptText } from '@/tools/encryption/logic';

/** Passphrase ciphers (crypto-es): key derivation and whole-text encryption off the main thread. */
const api = { encryptText, decryptText };
export type CipherHost = typeof api;
exposeHost(api);
