/** One word as the shell passes it on, and which of its `$` the shell left as they are. */
export interface ShellWord {
  text: string;
  /** Offsets in `text` of the `$` kept literally: quoted, escaped, or starting no expansion. */
  literalDollars: number[];
}

/** A command line split into words as a POSIX shell would (no expansion), or where it went wrong. */
export type ShellWords = { words: ShellWord[]; unterminatedQuote?: undefined } | { words?: undefined; unterminatedQuote: true };

/** What the shell expands after an unquoted or double-quoted `$`: a name, `${`, `$(`, a digit or a special parameter. */
const EXPANSION_START = /[A-Za-z0-9_{(@*#?$!-]/;

/** The length of the line continuation (a backslash, then LF or CRLF) at `i`, else 0. */
function continuationAt(text: string, i: number): number {
  if (text[i] !== '\\') return 0;
  if (text[i + 1] === '\n') return 2;
  return text[i + 1] === '\r' && text[i + 2] === '\n' ? 3 : 0;
}

/**
 * Splits into words as a shell does: a backslash-newline is removed (outside single quotes), blanks
 * separate, single quotes keep everything, double quotes keep everything but `\"`, `\\`, `\$` and
 * `` \` ``, a backslash outside quotes keeps the next character, and an unquoted `#` that starts a
 * word comments out the rest of its line.
 */
export function shellWords(text: string): ShellWords {
  const words: ShellWord[] = [];
  let word: ShellWord = { text: '', literalDollars: [] };
  let inWord = false;
  const add = (c: string, literal: boolean) => {
    if (c === '$' && literal) word.literalDollars.push(word.text.length);
    word.text += c;
    inWord = true;
  };
  // The shell removes line continuations before it looks at what follows a `$`.
  const afterContinuations = (i: number) => {
    for (let step = continuationAt(text, i); step > 0; step = continuationAt(text, i)) i += step;
    return i;
  };
  const expands = (dollarAt: number) => EXPANSION_START.test(text[afterContinuations(dollarAt + 1)] ?? '');

  for (let i = 0; i < text.length; i++) {
    const continuation = continuationAt(text, i);
    if (continuation > 0) {
      i += continuation - 1;
      continue;
    }
    const c = text[i] as string;
    if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) return { unterminatedQuote: true };
      for (const quoted of text.slice(i + 1, end)) add(quoted, true);
      inWord = true;
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < text.length && text[j] !== '"'; j++) {
        const step = continuationAt(text, j);
        if (step > 0) j += step - 1;
        else if (text[j] === '\\' && '"\\$`'.includes(text[j + 1] ?? '')) add(text[++j] as string, true);
        else add(text[j] as string, text[j] === '$' && !expands(j));
      }
      if (j >= text.length) return { unterminatedQuote: true };
      inWord = true;
      i = j;
    } else if (c === '\\' && i + 1 < text.length) {
      add(text[++i] as string, true);
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word);
      word = { text: '', literalDollars: [] };
      inWord = false;
    } else if (c === '#' && !inWord) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end - 1;
    } else {
      add(c, c === '$' && !expands(i));
    }
  }
  if (inWord) words.push(word);
  return { words };
}

/** The word as a compose file must spell it: compose reads `$` as a variable, so a literal one is written `$$`. */
export function composeText({ text, literalDollars }: ShellWord): string {
  let spelt = '';
  let from = 0;
  for (const at of literalDollars) {
    spelt += `${text.slice(from, at)}$`;
    from = at;
  }
  return spelt + text.slice(from);
}

/** Undoes `composeText` for messages: the user reads the word as they typed it. */
export const shownText = (spelt: string): string => spelt.replaceAll('$$', '$');
