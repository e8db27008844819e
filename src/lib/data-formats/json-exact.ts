import JSON5 from 'json5';
import { secureRandom } from '@/lib/random';
import { readJson } from './read';

/** No integer of 16 digits or more: every integer literal is read exactly by a plain number. */
const LONG_DIGITS = /\d{16}/;

/**
 * The tokens of a JSON5 text that matter for finding integer literals: strings and comments
 * (skipped), identifiers (unquoted keys, hex digits after `0x`…) and number literals.
 */
const TOKENS =
  /"(?:[^"\\\n\r]|\\[\s\S])*"|'(?:[^'\\\n\r]|\\[\s\S])*'|\/\/[^\n\r\u2028\u2029]*|\/\*[\s\S]*?\*\/|[A-Za-z_$][\w$]*|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
/** A decimal integer literal as JSON5 allows it (no leading zero). */
const INTEGER = /^[-+]?(?:0|[1-9]\d*)$/;

/**
 * Integer literals beyond 2^53 in a JSON text replaced by strings `marker + digits`, so the parser
 * keeps their digits; `undefined` when there is none.
 */
function markBigIntegers(text: string, marker: string): string | undefined {
  let found = false;
  const quotedMarker = JSON.stringify(marker).slice(1, -1);
  const marked = text.replace(TOKENS, (token) => {
    const first = token.charCodeAt(0);
    // Strings, comments and identifiers stay as written.
    if (first === 0x22 || first === 0x27 || first === 0x2f || !INTEGER.test(token)) return token;
    if (Number.isSafeInteger(Number(token))) return token;
    found = true;
    return `"${quotedMarker}${token.replace(/^\+/, '')}"`;
  });
  return found ? marked : undefined;
}

/**
 * JSON or JSON5, like readJson, with integers beyond 2^53 read as BigInt (their exact digits)
 * instead of a rounded number. Bad input throws readJson's `invalidJson` error (reason, line,
 * column of the text as typed). Whitespace-only input gives `undefined`.
 */
export function readJsonExact(text: string): unknown {
  if (!LONG_DIGITS.test(text)) return readJson(text);
  const marker = `\u0000bigint-${[...secureRandom(new Uint32Array(2))].map((n) => n.toString(36)).join('')}:`;
  const marked = markBigIntegers(text, marker);
  if (marked === undefined) return readJson(text);
  const revive = (_key: string, value: unknown) =>
    typeof value === 'string' && value.startsWith(marker) ? BigInt(value.slice(marker.length)) : value;
  try {
    return JSON.parse(marked, revive) as unknown;
  } catch {
    // Not strict JSON: JSON5 below.
  }
  try {
    return JSON5.parse(marked, revive) as unknown;
  } catch {
    // The message and position must be those of the text as typed.
    return readJson(text);
  }
}
