import { DATE_TIME, isDigit, stickyEnd, walkTomlTokens } from './toml-walk';

/** A date, date-time or time of day written as a TOML value, and where it starts in the text. */
export interface TomlDateLiteral {
  text: string;
  index: number;
}

/**
 * The date and time literals of a TOML text that are values (after `=` or in an array), in text
 * order; never text in a string or a comment, nor a key or table header that looks like a date.
 * The text must be valid TOML (it is read by smol-toml first): the scan only tells tokens apart.
 */
export function tomlDateLiterals(text: string): TomlDateLiteral[] {
  const found: TomlDateLiteral[] = [];
  walkTomlTokens(text, (kind, start, end) => {
    // The walk tries a date-time first (a space may part date and time): a date is a whole token.
    if (kind === 'value' && isDigit(text[start]) && stickyEnd(DATE_TIME, text, start) === end) {
      found.push({ text: text.slice(start, end), index: start });
    }
  });
  return found;
}
