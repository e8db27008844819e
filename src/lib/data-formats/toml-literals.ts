/** A date, date-time or time of day written as a TOML value, and where it starts in the text. */
export interface TomlDateLiteral {
  text: string;
  index: number;
}

/** A TOML date, date-time or time literal (seconds optional, as TOML 1.1 allows). */
const DATE_TIME =
  /\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:\d{2})?)?|\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?/y;
/** A bare word: a key, a number, a boolean, inf or nan. Skipped whole, so a key such as `x2023-02-30` is no date. */
export const BARE_WORD = /[\w+\-.:]+/y;

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** Where a sticky pattern's match at `start` ends, or -1 when it does not match there. */
export function stickyEnd(pattern: RegExp, text: string, start: number): number {
  pattern.lastIndex = start;
  return pattern.test(text) ? pattern.lastIndex : -1;
}

/** The index after the string that opens at `start`: basic or literal, on one line or several. */
export function stringEnd(text: string, start: number): number {
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

/** The index of the line break (or comment) that ends a `[table]` or `[[array]]` header. */
function headerEnd(text: string, start: number): number {
  let i = start;
  while (i < text.length && text[i] !== '\n' && text[i] !== '#') {
    i = text[i] === '"' || text[i] === "'" ? stringEnd(text, i) : i + 1;
  }
  return i;
}

/**
 * The date and time literals of a TOML text that are values (after `=` or in an array), in text
 * order; never text in a string or a comment, nor a key or table header that looks like a date.
 * The text must be valid TOML (it is read by smol-toml first): the scan only tells tokens apart.
 */
export function tomlDateLiterals(text: string): TomlDateLiteral[] {
  const found: TomlDateLiteral[] = [];
  // The arrays `[` and inline tables `{` open around the current value.
  const open: string[] = [];
  let afterEquals = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '#') {
      const lineBreak = text.indexOf('\n', i);
      i = lineBreak === -1 ? text.length : lineBreak;
    } else if (char === '"' || char === "'") {
      i = stringEnd(text, i);
    } else if (char === '\n') {
      if (open.length === 0) afterEquals = false;
      i++;
    } else if (char === '[' && open.length === 0 && !afterEquals) {
      i = headerEnd(text, i);
    } else if (char === '=' || char === '[' || char === '{' || char === ']' || char === '}' || char === ',') {
      if (char === '=') afterEquals = true;
      else if (char === '[' || char === '{') open.push(char);
      else if (char !== ',') open.pop();
      // In an inline table a key follows `{` and `,`.
      if (char === '{' || (char === ',' && open.at(-1) === '{')) afterEquals = false;
      i++;
    } else {
      const dateEnd = isDigit(char) && (afterEquals || open.at(-1) === '[') ? stickyEnd(DATE_TIME, text, i) : -1;
      if (dateEnd !== -1) found.push({ text: text.slice(i, dateEnd), index: i });
      i = dateEnd !== -1 ? dateEnd : Math.max(stickyEnd(BARE_WORD, text, i), i + 1);
    }
  }
  return found;
}
