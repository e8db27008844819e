const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const SLASH = 0x2f;
const STAR = 0x2a;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** The index after the JSON or JSON5 string opening at `start` (its end of text if unterminated). */
function stringEnd(text: string, start: number, quote: string): number {
  let i = start + 1;
  for (;;) {
    const close = text.indexOf(quote, i);
    if (close === -1) return text.length;
    // A quote after an odd number of backslashes is escaped.
    let backslashes = 0;
    while (text.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return close + 1;
    i = close + 1;
  }
}

/** The index after the JSON5 comment opening at `start`, or `start` if no comment opens there. */
function commentEnd(text: string, start: number): number {
  const next = text.charCodeAt(start + 1);
  if (next === SLASH) {
    const lineBreak = text.indexOf('\n', start);
    return lineBreak === -1 ? text.length : lineBreak;
  }
  if (next === STAR) {
    const close = text.indexOf('*/', start + 2);
    return close === -1 ? text.length : close + 2;
  }
  return start;
}

/**
 * Whether a JSON or JSON5 text nests arrays and objects more than `limit` levels deep, by counting
 * brackets outside strings and comments in one pass (the parsers themselves never overflow, but
 * every recursive walk of the tree they build would). A text of `limit` characters or fewer
 * cannot open that many brackets and is not scanned.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Spaces, line breaks and most text fall outside the range of the characters looked for.
    if (code < QUOTE || code > CLOSE_BRACE) continue;
    if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth--;
    } else if (code === QUOTE || code === APOSTROPHE) {
      i = stringEnd(text, i, code === QUOTE ? '"' : "'") - 1;
    } else if (code === SLASH) {
      i = Math.max(i, commentEnd(text, i) - 1);
    }
  }
  return false;
}
