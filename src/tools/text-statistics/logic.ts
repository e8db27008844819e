import { isHighSurrogate } from '@/lib/surrogates';

export interface TextStatistics {
  /** Unicode code points: an emoji such as 😀 is one, a combining mark is its own. */
  characters: number;
  /** Runs of non-whitespace (Unicode White_Space). */
  words: number;
  /** 0 for an empty text, else the line breaks (CRLF, CR or LF each count once) + 1. */
  lines: number;
  /** Size of the text encoded as UTF-8 (a lone surrogate becomes U+FFFD, 3 bytes, as TextEncoder does). */
  bytes: number;
}

/** Unicode White_Space code points; all of them are in the BMP, so one UTF-16 unit each. */
function isWhiteSpace(unit: number): boolean {
  if (unit <= 0x20) return unit === 0x20 || (unit >= 0x09 && unit <= 0x0d);
  if (unit < 0x85) return false;
  return (
    unit === 0x85 ||
    unit === 0xa0 ||
    unit === 0x1680 ||
    (unit >= 0x2000 && unit <= 0x200a) ||
    unit === 0x2028 ||
    unit === 0x2029 ||
    unit === 0x202f ||
    unit === 0x205f ||
    unit === 0x3000
  );
}

/**
 * Counts characters, words, lines and UTF-8 bytes in one pass over the UTF-16 units, without
 * building any intermediate string or array: a 5 MB text takes a few tens of milliseconds.
 */
export function textStatistics(text: string): TextStatistics {
  let characters = 0;
  let words = 0;
  let breaks = 0;
  let bytes = 0;
  let inWord = false;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const unit = text.charCodeAt(i);
    characters++;
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (isHighSurrogate(unit)) {
      const next = i + 1 < length ? text.charCodeAt(i + 1) : 0;
      if (next >= 0xdc00 && next <= 0xdfff) {
        // A surrogate pair is one code point of four UTF-8 bytes, and never whitespace.
        bytes += 4;
        i++;
        if (!inWord) words++;
        inWord = true;
        continue;
      }
      bytes += 3;
    } else bytes += 3;

    if (unit === 0x0a) breaks++;
    else if (unit === 0x0d) {
      breaks++;
      // CRLF is one break: the LF is consumed here (still one character and one byte).
      if (text.charCodeAt(i + 1) === 0x0a) {
        i++;
        characters++;
        bytes++;
      }
    }
    if (isWhiteSpace(unit)) inWord = false;
    else {
      if (!inWord) words++;
      inWord = true;
    }
  }
  return { characters, words, lines: length === 0 ? 0 : breaks + 1, bytes };
}

const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count in 1024-based units with at most two decimals and no trailing zeros:
 * 0 → "0 Bytes", 1536 → "1.5 KB", 1048576 → "1 MB". Beyond TB, stays in TB.
 */
export function formatByteSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  // Rounding may reach 1024 (1023.999 KB → "1024 KB"): then it is the next unit's 1.
  let rounded = Math.round(value * 100) / 100;
  if (rounded >= 1024 && unit < BYTE_UNITS.length - 1) {
    rounded = Math.round((value / 1024) * 100) / 100;
    unit++;
  }
  return `${rounded} ${BYTE_UNITS[unit]}`;
}
