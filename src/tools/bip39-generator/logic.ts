import { entropyToMnemonic, mnemonicToEntropy } from '@scure/bip39';
import { bytesToHex, parseHex } from '@/lib/encoding';
import { InputError } from '@/lib/errors';
import type { Bip39Language } from './options';

/** BIP39 with @scure/bip39 and its wordlists: run by the keys worker, so none of it reaches the page. */

// One lazy chunk per wordlist: only the languages a user picks are downloaded.
const loaders: Record<Bip39Language, () => Promise<{ wordlist: string[] }>> = {
  english: () => import('@scure/bip39/wordlists/english.js'),
  'chinese-simplified': () => import('@scure/bip39/wordlists/simplified-chinese.js'),
  'chinese-traditional': () => import('@scure/bip39/wordlists/traditional-chinese.js'),
  czech: () => import('@scure/bip39/wordlists/czech.js'),
  french: () => import('@scure/bip39/wordlists/french.js'),
  italian: () => import('@scure/bip39/wordlists/italian.js'),
  japanese: () => import('@scure/bip39/wordlists/japanese.js'),
  korean: () => import('@scure/bip39/wordlists/korean.js'),
  portuguese: () => import('@scure/bip39/wordlists/portuguese.js'),
  spanish: () => import('@scure/bip39/wordlists/spanish.js'),
};

export async function loadWordlist(language: Bip39Language): Promise<string[]> {
  return (await loaders[language]()).wordlist;
}

/**
 * The mnemonic of hex entropy (any case; 16–32 bytes, a multiple of 4). Japanese is joined with
 * U+3000. Empty entropy gives ''. Throws InputError 'entropyNotHex' or 'entropyLength'.
 */
export function entropyToMnemonicText(entropyHex: string, wordlist: string[]): string {
  const bytes = parseEntropyHex(entropyHex);
  return bytes.length ? entropyToMnemonic(bytes, wordlist) : '';
}

/** Entropy bytes of hex text (empty for blank text); throws InputError 'entropyNotHex' or 'entropyLength'. */
export function parseEntropyHex(entropyHex: string): Uint8Array {
  const hex = entropyHex.trim();
  if (!hex) return new Uint8Array(0);
  if (!/^[0-9a-f]+$/i.test(hex)) throw new InputError('entropyNotHex');
  const bytes = hex.length / 2;
  if (hex.length % 2 !== 0 || bytes < 16 || bytes > 32 || bytes % 4 !== 0) throw new InputError('entropyLength');
  return parseHex(hex)!; // checked above
}

/**
 * Lower-case hex entropy of a mnemonic: split on any whitespace, NFKD-normalised. Empty gives ''.
 * Throws InputError 'invalidMnemonic' for a wrong word count, an unknown word or a bad checksum.
 */
export function mnemonicToEntropyHex(mnemonic: string, wordlist: string[]): string {
  const words = mnemonic.normalize('NFKD').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '';
  try {
    return bytesToHex(mnemonicToEntropy(words.join(' '), wordlist));
  } catch {
    throw new InputError('invalidMnemonic');
  }
}

/** The mnemonic of hex entropy in `language` (see entropyToMnemonicText): the keys worker's method. */
export async function mnemonicOfEntropy(entropyHex: string, language: Bip39Language): Promise<string> {
  return entropyToMnemonicText(entropyHex, await loadWordlist(language));
}

/** The hex entropy of a mnemonic in `language` (see mnemonicToEntropyHex): the keys worker's method. */
export async function entropyOfMnemonic(mnemonic: string, language: Bip39Language): Promise<string> {
  return mnemonicToEntropyHex(mnemonic, await loadWordlist(language));
}
