/** A command line split into words as a POSIX shell would (no expansion), or where it went wrong. */
export type ShellWords = { words: string[]; unterminatedQuote?: undefined } | { words?: undefined; unterminatedQuote: true };

/**
 * Joins the lines that end in a backslash, then splits into words: blanks separate, single quotes
 * keep everything, double quotes keep everything but `\"`, `\\`, `\$` and `` \` ``, and a backslash
 * outside quotes keeps the next character.
 */
export function shellWords(text: string): ShellWords {
  const joined = text.replace(/\\\r?\n/g, ' ');
  const words: string[] = [];
  let word = '';
  let inWord = false;
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i] as string;
    if (c === "'") {
      const end = joined.indexOf("'", i + 1);
      if (end < 0) return { unterminatedQuote: true };
      word += joined.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < joined.length && joined[j] !== '"'; j++) {
        if (joined[j] === '\\' && j + 1 < joined.length && '"\\$`'.includes(joined[j + 1] as string)) j++;
        word += joined[j];
      }
      if (j >= joined.length) return { unterminatedQuote: true };
      inWord = true;
      i = j;
    } else if (c === '\\' && i + 1 < joined.length) {
      word += joined[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) words.push(word);
  return { words };
}
