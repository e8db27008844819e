/// <reference lib="webworker" />
import { entropyOfMnemonic, mnemonicOfEntropy } from '@/tools/bip39-generator/logic';
import { generateRsaKeyPair } from '@/tools/rsa-key-pair-generator/logic';

/**
 * Key material host. WebCrypto RSA generation takes seconds at 4096+ bits, so never on the main
 * thread; BIP39 (@scure/bip39, @noble/hashes and the wordlists) stays here so the page ships none of it.
 */
export const api = { generateRsaKeyPair, mnemonicOfEntropy, entropyOfMnemonic };
export type KeysHost = typeof api;
