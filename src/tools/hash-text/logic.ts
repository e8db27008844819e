import { ALGORITHMS, decodeInput, hashBytes, type Algorithm, type Digests, type InputEncoding } from '@/lib/hashing/digests';

/** File mode ticks only the checksums people usually compare with (every digest of a big file would take much longer). */
export const DEFAULT_FILE_ALGORITHMS: readonly Algorithm[] = ['MD5', 'SHA1', 'SHA256', 'SHA512'];

/** Text mode: every digest of the decoded text (the empty text included). Bad hex/Base64 throws InputError. */
export async function hashText(
  text: string,
  encoding: InputEncoding,
  algorithms: readonly Algorithm[] = ALGORITHMS,
): Promise<Digests> {
  return hashBytes(decodeInput(text, encoding), algorithms);
}
