import { Base64SyntaxError, base64ToBytes, bytesToBase64 } from '@/lib/encoding';
import { InputError } from '@/lib/errors';

/**
 * Inputs above this many characters (64 Ki) are converted in the worker, so the page stays
 * responsive (tools.md asks it over 1 MiB; a 1 MB text encoded in the page made a 64 ms task at
 * the bench's 4x slower CPU).
 */
export const WORKER_THRESHOLD_CHARS = 64 * 1024;

/** Base64 of the UTF-8 bytes of `text`; URL-safe uses `-` and `_` and no `=` padding. */
export function encodeString(text: string, urlSafe: boolean): string {
  return bytesToBase64(new TextEncoder().encode(text), { url: urlSafe });
}

export interface DecodedString {
  text: string;
  /** False when the bytes were not valid UTF-8 (bad sequences became U+FFFD). */
  validUtf8: boolean;
}

const DATA_URL_PREFIX = /^data:[^,;]*(?:;[^,;]*)*;base64,/i;

/**
 * Decodes Base64 to text. Trimmed; an optional `data:<mime>;base64,` prefix is stripped;
 * whitespace is ignored. Standard mode needs the `+ /` alphabet and correct `=` padding; URL-safe
 * mode accepts `- _` (and `+ /`), drops any other character, and padding is optional.
 * Throws InputError('invalidBase64', { position }) with the 1-based position of the problem.
 */
export function decodeString(base64: string, urlSafe: boolean): DecodedString {
  const trimmed = base64.trim();
  const prefix = DATA_URL_PREFIX.exec(trimmed)?.[0].length ?? 0;
  let bytes: Uint8Array;
  try {
    bytes = base64ToBytes(trimmed.slice(prefix), urlSafe ? 'drop' : 'standard');
  } catch (error) {
    if (error instanceof Base64SyntaxError) {
      // 1-based position in what the user typed, leading blanks and prefix included.
      const start = base64.length - base64.trimStart().length + prefix;
      throw new InputError('invalidBase64', { position: start + error.position + 1 });
    }
    throw error;
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), validUtf8: true };
  } catch {
    return { text: new TextDecoder('utf-8').decode(bytes), validUtf8: false };
  }
}

/** Worker entry points: bad input comes back as data. */
