import { InputError } from '@/lib/errors';

/**
 * Percent-encodes the UTF-8 bytes of `text` as `encodeURIComponent` does: `A–Z a–z 0–9 - _ . ! ~ * ' ( )`
 * stay as they are, everything else (spaces, `+`, emoji, combining marks…) becomes `%XX` sequences.
 * A lone surrogate has no UTF-8 form: InputError('parseError').
 */
export function encodeUrl(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch (error) {
    if (error instanceof URIError) throw new InputError('parseError');
    throw error;
  }
}

/**
 * Decodes `%XX` sequences as UTF-8 (`decodeURIComponent`); `+` stays `+`. A `%` not followed by two
 * hex digits, or bytes that are not UTF-8: InputError('parseError').
 */
export function decodeUrl(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch (error) {
    if (error instanceof URIError) throw new InputError('parseError');
    throw error;
  }
}
