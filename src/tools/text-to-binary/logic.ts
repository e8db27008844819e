import { InputError } from '@/lib/errors';

const MAX_CODE_POINT = 0x10ffff;

/**
 * Each code point of `text` in binary, left-padded to 8 bits (ASCII and Latin-1 take exactly 8,
 * higher code points as many bits as they need), joined by single spaces. A lone surrogate (not
 * text, but a JS string may hold one) is written as its 16 bits; reading those back is an error.
 */
export function textToBinary(text: string): string {
  const groups: string[] = [];
  for (const char of text) groups.push((char.codePointAt(0) as number).toString(2).padStart(8, '0'));
  return groups.join(' ');
}

/**
 * Reads binary back to text. Every character other than 0, 1 and whitespace is dropped first.
 * If a whitespace-separated group is longer than 8 bits, each group is one code point; otherwise
 * the whitespace is removed and every octet is one code point.
 * Throws InputError('invalidBinary') when the bits are not a whole number of octets, or with a
 * `detailKey` naming the group when it is no Unicode scalar value (a surrogate, or above U+10FFFF).
 */
export function binaryToText(binary: string): string {
  const groups = binary
    .replace(/[^01\s]/g, '')
    .split(/\s+/)
    .filter((group) => group !== '');
  const perGroup = groups.some((group) => group.length > 8);
  const codes = perGroup ? groups : octets(groups.join(''));
  let text = '';
  for (const code of codes) {
    const value = Number.parseInt(code, 2);
    if (value > MAX_CODE_POINT) throw invalidCodePoint('detailTooLarge', code);
    // Surrogates only exist as UTF-16 halves: alone, String.fromCodePoint would make ill-formed text.
    if (value >= 0xd800 && value <= 0xdfff) throw invalidCodePoint('detailSurrogate', code, value);
    text += String.fromCodePoint(value);
  }
  return text;
}

/** A group shown in a message: a pasted run of thousands of bits is cut. */
const SHOWN_BITS = 32;

/** The error naming the group; a surrogate's value is named too (a larger one may be past exact doubles). */
function invalidCodePoint(detailKey: string, group: string, surrogate?: number): InputError {
  const params: Record<string, string> = {
    detailKey,
    group: group.length > SHOWN_BITS ? `${group.slice(0, SHOWN_BITS)}…` : group,
  };
  if (surrogate !== undefined) params.codePoint = `U+${surrogate.toString(16).toUpperCase()}`;
  return new InputError('invalidBinary', params);
}

function octets(bits: string): string[] {
  if (bits.length % 8 !== 0) throw new InputError('invalidBinary');
  const result: string[] = [];
  for (let i = 0; i < bits.length; i += 8) result.push(bits.slice(i, i + 8));
  return result;
}
