import { secureRandom } from '@/lib/random';

/**
 * A JavaScript object enumerates keys that look like array indexes ("0", "42") first, in numeric
 * order, whatever order the text had them in: `{"b":1,"2":2}` would come back as `{"2":2,"b":1}`.
 * To keep the text's order, such keys are read with this prefix (no input can guess it: it holds
 * U+0000 and a random part), which makes them ordinary keys, and the JSON writers drop it again.
 */
export const KEY_MARK = `\u0000key-${[...secureRandom(new Uint32Array(2))].map((n) => n.toString(36)).join('')}:`;

/** The prefix as JSON.stringify writes it (U+0000 is always escaped as `\u0000`). */
const ESCAPED_KEY_MARK = JSON.stringify(KEY_MARK).slice(1, -1);

/** Keys that a JavaScript object enumerates first, in numeric order, whatever their insertion order. */
export const INDEX_KEY = /^(?:0|[1-9]\d*)$/;

/** A key as an object keeps it in the text's order: marked when it looks like an index. */
export function orderedKey(name: string): string {
  // Most keys do not start with a digit: no regex for them (a YAML reader calls this per key).
  const first = name.charCodeAt(0);
  return first >= 0x30 && first <= 0x39 && INDEX_KEY.test(name) ? KEY_MARK + name : name;
}

/** A quoted key that objects would move first: `"12"` or `'12'` (JSON5) followed by a colon. */
export const INDEX_KEY_IN_TEXT = /(["'])(?:0|[1-9]\d*)\1\s*:/;

/** A string token that holds an index-like key, quotes included. */
const INDEX_KEY_TOKEN = /^(["'])(?:0|[1-9]\d*)\1$/;

const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/** The text of a string token at `offset` marked as a key, or undefined when it is not an index-like key. */
export function markedKeyToken(token: string, offset: number, text: string): string | undefined {
  if (!INDEX_KEY_TOKEN.test(token)) return undefined;
  let next = offset + token.length;
  while (next < text.length && isSpace(text.charCodeAt(next))) next++;
  if (text.charCodeAt(next) !== 0x3a) return undefined;
  return `"${ESCAPED_KEY_MARK}${token.slice(1, -1)}"`;
}

/** A key as the text had it. */
export const unmarkKey = (key: string): string => (key.startsWith(KEY_MARK) ? key.slice(KEY_MARK.length) : key);

/** JSON text written from a tree with marked keys, with the keys as the input had them. */
export const unmarkJsonText = (text: string): string =>
  text.includes(ESCAPED_KEY_MARK) ? text.replaceAll(ESCAPED_KEY_MARK, '') : text;
