import { bytesToHex } from '@/lib/encoding';

/**
 * What the page needs to know about BIP39 without @scure/bip39 and its wordlists, which only the
 * keys worker loads: the languages, the lengths and fresh entropy.
 */

/** The BIP39 wordlists @scure/bip39 ships, in the tool's menu order. */
export const LANGUAGES = [
  'english',
  'chinese-simplified',
  'chinese-traditional',
  'czech',
  'french',
  'italian',
  'japanese',
  'korean',
  'portuguese',
  'spanish',
] as const;
export type Bip39Language = (typeof LANGUAGES)[number];

export const MNEMONIC_LENGTHS = [12, 15, 18, 21, 24] as const;
export type MnemonicLength = (typeof MNEMONIC_LENGTHS)[number];

export const isLanguage = (value: string): value is Bip39Language => (LANGUAGES as readonly string[]).includes(value);
export const isMnemonicLength = (value: number): value is MnemonicLength =>
  (MNEMONIC_LENGTHS as readonly number[]).includes(value);

/** 12–24 words ↔ 16–32 bytes of entropy (ENT = words × 32 / 3 bits). */
export const entropyBytesFor = (words: MnemonicLength): number => (words * 4) / 3;

/** Fresh entropy from crypto.getRandomValues, as lower-case hex. */
export function randomEntropyHex(words: MnemonicLength): string {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(entropyBytesFor(words))));
}
