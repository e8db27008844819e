import { INDEX_KEY, KEY_MARK } from './json-key-order';
import { BARE_WORD, stickyEnd, stringEnd } from './toml-literals';

/** A bare key, or one part of a dotted key. */
const BARE_KEY = /[A-Za-z0-9_-]+/y;

/**
 * Where an index-like key may be: before `=` (a key, the last part of a dotted key), or before
 * `.` or `]` at a line's start or after `.`, `[`, `{` (a dotted key's part, a header's), or after
 * `,` before `.` and a key (not a float's digits). Texts without one, most, skip the scan; a float
 * at a line's start (in a multi-line array) only costs the scan.
 */
const MAYBE_INDEX_KEY =
  /(?:^|[.[{,])[ \t]*["']?(?:0|[1-9]\d*)["']?[ \t]*=|(?:^|[.[{])[ \t]*["']?(?:0|[1-9]\d*)["']?[ \t]*[.\]]|,[ \t]*["']?(?:0|[1-9]\d*)["']?[ \t]*\.[ \t]*[A-Za-z_"'-]/m;

/** The mark as a TOML basic string holds it: U+0000 escaped. */
const TOML_KEY_MARK = KEY_MARK.replace('\u0000', '\\u0000');

/**
 * The TOML text with every key that looks like an array index (`2 = …`, `[servers.1]`,
 * `{ '10' = … }`) written as a marked quoted key (see json-key-order), so the parsed tables keep
 * the text's key order; `undefined` when there is none. The scan only tells keys, values, strings
 * and comments apart: the text's errors are found by the parser.
 */
export function markTomlIndexKeys(text: string): string | undefined {
  if (!MAYBE_INDEX_KEY.test(text)) return undefined;
  const pieces: string[] = [];
  let copied = 0;
  const markIfIndex = (start: number, end: number, name: string) => {
    if (!INDEX_KEY.test(name)) return;
    pieces.push(text.slice(copied, start), `"${TOML_KEY_MARK}${name}"`);
    copied = end;
  };
  // The arrays `[` and inline tables `{` open around the current value.
  const open: string[] = [];
  let afterEquals = false;
  let inHeader = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    const keyPlace = inHeader || (!afterEquals && open.at(-1) !== '[');
    if (char === '#') {
      const lineBreak = text.indexOf('\n', i);
      i = lineBreak === -1 ? text.length : lineBreak;
    } else if (char === '"' || char === "'") {
      const end = stringEnd(text, i);
      if (keyPlace && !text.startsWith(char.repeat(3), i)) markIfIndex(i, end, text.slice(i + 1, end - 1));
      i = end;
    } else if (char === '\n') {
      if (open.length === 0) afterEquals = false;
      inHeader = false;
      i++;
    } else if (char === '[' && open.length === 0 && !afterEquals && !inHeader) {
      inHeader = true;
      i += text[i + 1] === '[' ? 2 : 1;
    } else if (char === ']' && inHeader) {
      inHeader = false;
      i += text[i + 1] === ']' ? 2 : 1;
    } else if (char === '=' || char === '[' || char === '{' || char === ']' || char === '}' || char === ',') {
      if (char === '=') afterEquals = true;
      else if (char === '[' || char === '{') open.push(char);
      else if (char !== ',') open.pop();
      // In an inline table a key follows `{` and `,`.
      if (char === '{' || (char === ',' && open.at(-1) === '{')) afterEquals = false;
      i++;
    } else if (keyPlace) {
      const end = stickyEnd(BARE_KEY, text, i);
      if (end !== -1) markIfIndex(i, end, text.slice(i, end));
      i = end !== -1 ? end : i + 1;
    } else {
      i = Math.max(stickyEnd(BARE_WORD, text, i), i + 1);
    }
  }
  if (pieces.length === 0) return undefined;
  pieces.push(text.slice(copied));
  return pieces.join('');
}
