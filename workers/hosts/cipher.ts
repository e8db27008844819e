/// <reference lib="webworker" />
import { decryptText, encryptText } from '@/tools/encryption/logic';

/** Passphrase ciphers (crypto-es): key derivation and whole-text encryption off the main thread. */
export const api = { encryptText, decryptText };
export type CipherHost = typeof api;
