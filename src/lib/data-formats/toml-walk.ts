/** Where a token of a TOML text stands: a key (before `=`, in a table header) or a value. */
export type TomlTokenKind = 'key' | 'value';

/** A bare key, or one part of a dotted key. */
const BARE_KEY = /[A-Za-z0-9_-]+/y;
/** A TOML date, date-time or time literal (seconds optional, as TOML 1.1 allows). */
export const DATE_TIME =
  /\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:\d{2})?)?|\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?/y;
/**
 * A bare value: a date-time, tried first as its date and time may be apart by a space, else a
 * word (a number, a boolean, inf or nan), taken whole so that `x2023-02-30` holds no date.
 */
const BARE_VALUE = new RegExp(`${DATE_TIME.source}|[\\w+\\-.:]+`, 'y');

/** An ASCII digit (a key or value that starts with one may be an index or a date). */
export const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** Where a sticky pattern's match at `start` ends, or -1 when it does not match there. */
export function stickyEnd(pattern: RegExp, text: string, start: number): number {
  pattern.lastIndex = start;
  return pattern.test(text) ? pattern.lastIndex : -1;
}

/** The index after the string that opens at `start`: basic or literal, on one line or several. */
function stringEnd(text: string, start: number): number {
  const quote = text[start] ?? '"';
  const escapes = quote === '"';
  const multiLine = text.startsWith(quote.repeat(3), start);
  let i = start + (multiLine ? 3 : 1);
  while (i < text.length) {
    const char = text[i];
    if (escapes && char === '\\') {
      i += 2;
      continue;
    }
    if (char === quote && (!multiLine || text.startsWith(quote.repeat(3), i))) {
      if (!multiLine) return i + 1;
      // Up to two quotes of the content may sit right before the closing three: `"""a""""`.
      let end = i + 3;
      for (let extra = 0; extra < 2 && text[end] === quote; extra++) end++;
      return end;
    }
    if (char === '\n' && !multiLine) return i;
    i++;
  }
  return text.length;
}

/**
 * Calls `onToken` for each bare word and string (quotes included) of a TOML text, in text order,
 * with its place: a key (before `=`, a dotted key's parts, in a `[table]` or `[[array]]` header,
 * in an inline table) or a value (after `=`, in an array). Comments are skipped. One pass, no
 * check: the text's errors are found by the parser.
 */
export function walkTomlTokens(text: string, onToken: (kind: TomlTokenKind, start: number, end: number) => void): void {
  // The arrays `[` and inline tables `{` open around the current value.
  const open: string[] = [];
  let afterEquals = false;
  let inHeader = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === ' ' || char === '\t') {
      // Most characters between tokens: no pattern is tried on them.
      i++;
    } else if (char === '#') {
      const lineBreak = text.indexOf('\n', i);
      i = lineBreak === -1 ? text.length : lineBreak;
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
    } else {
      const keyPlace = inHeader || (!afterEquals && open.at(-1) !== '[');
      const end = char === '"' || char === "'" ? stringEnd(text, i) : stickyEnd(keyPlace ? BARE_KEY : BARE_VALUE, text, i);
      if (end === -1) {
        // A dot between key parts, a carriage return, or a character TOML refuses.
        i++;
      } else {
        onToken(keyPlace ? 'key' : 'value', i, end);
        i = end;
      }
    }
  }
}
