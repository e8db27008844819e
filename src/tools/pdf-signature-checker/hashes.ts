import { createSHA1, createSHA224, createSHA256, createSHA384, createSHA512, type IHasher } from 'hash-wasm';

export interface Hash {
  name: string;
  create: () => Promise<IHasher>;
}

/** The digest algorithms signatures may use, by OID. */
export const HASHES: Record<string, Hash> = {
  '1.3.14.3.2.26': { name: 'SHA-1', create: createSHA1 },
  '2.16.840.1.101.3.4.2.4': { name: 'SHA-224', create: createSHA224 },
  '2.16.840.1.101.3.4.2.1': { name: 'SHA-256', create: createSHA256 },
  '2.16.840.1.101.3.4.2.2': { name: 'SHA-384', create: createSHA384 },
  '2.16.840.1.101.3.4.2.3': { name: 'SHA-512', create: createSHA512 },
};

export async function digest(hash: Hash, data: Uint8Array): Promise<Uint8Array> {
  const hasher = await hash.create();
  hasher.init();
  hasher.update(data);
  return hasher.digest('binary');
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
