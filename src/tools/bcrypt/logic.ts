import bcryptjs from 'bcryptjs';
import { bcrypt, bcryptVerify } from 'hash-wasm';
import { isValidCost, MAX_COST, MIN_COST } from './options';

/** bcrypt only reads the first 72 bytes of the password. */
export const MAX_PASSWORD_BYTES = 72;

/** UTF-8 bytes of the text, cut to bcrypt's 72-byte limit (what every bcrypt implementation hashes). */
export function passwordBytes(text: string): Uint8Array {
  return new TextEncoder().encode(text).slice(0, MAX_PASSWORD_BYTES);
}

/**
 * `$2a$<cost>$` + 22 salt + 31 hash characters (60 in all), with a fresh 16-byte salt.
 * Cost 4–31; each +1 doubles the time. Synchronous WASM: run it in a worker.
 */
export async function bcryptHash(
  text: string,
  cost: number,
  salt: Uint8Array = crypto.getRandomValues(new Uint8Array(16)),
): Promise<string> {
  if (!isValidCost(cost)) throw new RangeError(`cost must be an integer in [${MIN_COST}, ${MAX_COST}]`);
  // hash-wasm refuses an empty password, which bcrypt defines (the key is the lone NUL): bcryptjs does it.
  if (text === '') return bcryptjs.hashSync('', `$2a$${String(cost).padStart(2, '0')}$${bcryptjs.encodeBase64(salt, 16)}`);
  return bcrypt({ password: passwordBytes(text), salt, costFactor: cost, outputType: 'encoded' });
}

const BCRYPT_HASH = /^\$2[aby]\$(0[4-9]|[12]\d|3[01])\$[./A-Za-z0-9]{53}$/;

/** True when `hash` (a $2a$, $2b$ or $2y$ hash) is the bcrypt of `text`; a malformed hash is false. */
export async function bcryptCompare(text: string, hash: string): Promise<boolean> {
  const trimmed = hash.trim();
  if (!BCRYPT_HASH.test(trimmed)) return false;
  try {
    if (text === '') return bcryptjs.compareSync('', `$2a$${trimmed.slice(4)}`);
    return await bcryptVerify({ password: passwordBytes(text), hash: trimmed });
  } catch {
    return false;
  }
}
