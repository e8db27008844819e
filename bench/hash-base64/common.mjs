// Constants and small helpers shared by the hashing and Base64 suite's files.
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const MiB = 1024 * 1024;
export const ALGORITHMS = [
  'MD5',
  'SHA1',
  'SHA256',
  'SHA224',
  'SHA512',
  'SHA384',
  'SHA3-224',
  'SHA3-256',
  'SHA3-384',
  'SHA3-512',
  'Keccak-512',
  'RIPEMD160',
  'BLAKE2b-512',
  'BLAKE3',
  'CRC32',
];
export const DEFAULT_FILE_ALGORITHMS = ['MD5', 'SHA1', 'SHA256', 'SHA512'];

export const TARGETS = Object.freeze({
  sha256FileVsMemory: 0.85,
  multiVsSumOfSingles: 0.65,
  encodeMBps: 300,
  decodeMBps: 400,
  rendererGrowthMiB: 256,
  longestTaskMs: 50,
});

export const round = (n, digits = 0) => Math.round(n * 10 ** digits) / 10 ** digits;
