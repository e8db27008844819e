const MAX_CODE_POINT = 0x10ffff;

/**
 * Each code point of `text` as a decimal HTML reference `&#N;`, concatenated: an emoji is one
 * reference. Whitespace-only input gives ''.
 */
export function textToUnicode(text: string): string {
  if (text.trim() === '') return '';
  let out = '';
  for (const char of text) out += `&#${char.codePointAt(0) as number};`;
  return out;
}

const REFERENCE = /&#(?:([0-9]+)|[xX]([0-9a-fA-F]+));/g;

/**
 * Replaces decimal `&#N;` and hexadecimal `&#xH;` references by their characters and leaves any
 * other text untouched. Two references forming a surrogate pair combine into their character;
 * references above U+10FFFF are left as written. Never fails.
 */
export function unicodeToText(text: string): string {
  return text.replace(REFERENCE, (reference, decimal: string | undefined, hex: string | undefined) => {
    const code = decimal === undefined ? Number.parseInt(hex as string, 16) : Number.parseInt(decimal, 10);
    // Surrogates become single UTF-16 units, so a high one next to a low one joins it.
    return code <= MAX_CODE_POINT ? String.fromCodePoint(code) : reference;
  });
}
