import { INDEX_KEY, KEY_MARK } from './json-key-order';
import { isDigit, walkTomlTokens } from './toml-walk';

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
  walkTomlTokens(text, (kind, start, end) => {
    if (kind !== 'key') return;
    const quote = text[start];
    const quoted = quote === '"' || quote === "'";
    // A multi-line string is never a key.
    if (quoted && text[start + 1] === quote && text[start + 2] === quote) return;
    const nameStart = quoted ? start + 1 : start;
    // Most keys do not start with a digit: no slice nor regex for them.
    if (!isDigit(text[nameStart])) return;
    const name = text.slice(nameStart, quoted ? end - 1 : end);
    if (!INDEX_KEY.test(name)) return;
    pieces.push(text.slice(copied, start), `"${TOML_KEY_MARK}${name}"`);
    copied = end;
  });
  if (pieces.length === 0) return undefined;
  pieces.push(text.slice(copied));
  return pieces.join('');
}
