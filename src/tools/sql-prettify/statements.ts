import { formatDialect, type DialectOptions, type FormatOptionsWithDialect } from 'sql-formatter';

type Tokens = Parameters<NonNullable<DialectOptions['tokenizerOptions']['postProcess']>>[0];
type Options = Omit<FormatOptionsWithDialect, 'dialect'>;

/**
 * Statement-by-statement formatting with a cache, so a paste or an edit that changes one statement
 * of many parses only that one (the parser is most of the time). sql-formatter formats each
 * statement on its own and joins them with a blank line; we cut where its own tokenizer found a
 * `;` (never inside a string, identifier or comment) and check that each piece tokenizes alone as
 * it did in the whole text. Anything unusual returns null: the caller formats the whole text.
 */

/** Characters of statement text and output kept (a few MB of worker memory at most). */
const CACHE_CHARS = 4_000_000;
/** Longer texts are formatted whole, as before: their pieces and signatures would take megabytes. */
const MAX_QUERY_CHARS = 256 * 1024;
const cache = new Map<string, { signature: string; output: string }>();
let cachedChars = 0;

let tokensSeen: Tokens = [];
let stopAfterTokens = false;
const STOP = new Error('tokens captured');

/** The dialect with a tap on its tokenizer's output (the tokens are not changed). */
const tapped = new WeakMap<DialectOptions, DialectOptions>();
function tap(dialect: DialectOptions): DialectOptions {
  let result = tapped.get(dialect);
  if (!result) {
    const postProcess = dialect.tokenizerOptions.postProcess;
    result = {
      ...dialect,
      tokenizerOptions: {
        ...dialect.tokenizerOptions,
        postProcess: (tokens) => {
          tokensSeen = postProcess ? postProcess(tokens) : tokens;
          if (stopAfterTokens) throw STOP;
          return tokensSeen;
        },
      },
    };
    tapped.set(dialect, result);
  }
  return result;
}

/** What the parser sees of these tokens (offsets aside). */
const signature = (tokens: Tokens, from = 0, to = tokens.length) => {
  let text = '';
  for (let i = from; i < to; i++) text += `${tokens[i]!.type}\u0001${tokens[i]!.text}\u0000`;
  return text;
};

function tokenize(query: string, dialect: DialectOptions): Tokens | null {
  stopAfterTokens = true;
  try {
    formatDialect(query, { dialect });
    return null;
  } catch (error) {
    return error === STOP ? tokensSeen : null;
  } finally {
    stopAfterTokens = false;
  }
}

function remember(key: string, entry: { signature: string; output: string }) {
  const chars = key.length + entry.signature.length + entry.output.length;
  cachedChars += chars;
  if (cachedChars > CACHE_CHARS) {
    cache.clear();
    cachedChars = chars;
  }
  cache.set(key, entry);
}

/** The formatted text, the same as formatting it whole, or null when it must be formatted whole. */
export function formatByStatement(query: string, dialect: DialectOptions, options: Options): string | null {
  if (query.length > MAX_QUERY_CHARS || !query.includes(';')) return null;
  const withTap = tap(dialect);
  const tokens = tokenize(query, withTap);
  // One statement: nothing to reuse.
  if (!tokens?.some((token) => token.type === 'DELIMITER')) return null;
  const prefix = `${dialect.name}\u0000${JSON.stringify(options)}\u0000`;
  const pieces: string[] = [];
  let start = 0;
  let first = 0;
  for (let i = 0; i <= tokens.length; i++) {
    const token = tokens[i];
    const last = token === undefined;
    if (!last && token.type !== 'DELIMITER') continue;
    const end = last ? query.length : token.start + token.raw.length;
    if (!last && query.slice(token.start, end) !== token.raw) return null;
    const text = query.slice(start, end);
    // Blank after the last `;`: the library drops that empty statement too.
    if (last && first === i && text.trim() === '') break;
    const expected = signature(tokens, first, last ? i : i + 1);
    const key = prefix + text;
    let entry = cache.get(key);
    if (entry?.signature !== expected) {
      let output: string;
      try {
        output = formatDialect(text, { ...options, dialect: withTap });
      } catch {
        return null;
      }
      // Alone, the piece must read as it did in the whole text (a dialect may look across `;`).
      if (signature(tokensSeen) !== expected) return null;
      entry = { signature: expected, output };
      remember(key, entry);
    }
    // The library trims the end of its output: only harmless before the next statement if the
    // piece ends with its `;`.
    if (!last && !entry.output.endsWith(';')) return null;
    pieces.push(entry.output);
    start = end;
    first = i + 1;
  }
  return pieces.join('\n'.repeat((options.linesBetweenQueries ?? 1) + 1)).trimEnd();
}
