import JSON5 from 'json5';
import { InputError } from '@/lib/errors';
import { secureRandom } from '@/lib/random';
import { nestsDeeperThan } from './json-depth';
import { readJson } from './read';

/** No integer of 16 digits or more: every integer literal is read exactly by a plain number. */
const LONG_DIGITS = /\d{16}/;

/**
 * The tokens of a JSON5 text that matter for finding integer literals: strings and comments
 * (skipped), identifiers (unquoted keys in any script, hex digits after `0x`…) and number literals.
 */
const TOKENS =
  /"(?:[^"\\\n\r]|\\[\s\S])*"|'(?:[^'\\\n\r]|\\[\s\S])*'|\/\/[^\n\r\u2028\u2029]*|\/\*[\s\S]*?\*\/|[\p{ID_Start}_$\\][\p{ID_Continue}$\\\u200c\u200d]*|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/gu;
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

export interface ReadJsonOptions {
  /** Arrays and objects nested deeper are refused (`invalidJson`, detailKey `tooDeep`); none by default. */
  maxDepth?: number;
}

/**
 * JSON or JSON5, like readJson, with integers beyond 2^53 read as BigInt (their exact digits)
 * instead of a rounded number. Bad input throws readJson's `invalidJson` error (reason, line,
 * column of the text as typed). Whitespace-only input gives `undefined`.
 */
export function readJsonExact(text: string, { maxDepth }: ReadJsonOptions = {}): unknown {
  if (maxDepth !== undefined && nestsDeeperThan(text, maxDepth)) throw new InputError('invalidJson', { detailKey: 'tooDeep' });
  if (!LONG_DIGITS.test(text)) return readJson(text);
  const marker = `\u0000bigint-${[...secureRandom(new Uint32Array(2))].map((n) => n.toString(36)).join('')}:`;
  const marked = markBigIntegers(text, marker);
  if (marked === undefined) return readJson(text);
  // A marked number in a key's place (`{12345678901234567890: 1}`) would read as a string key:
  // such a text is invalid, and readJson says where.
  let markedKey = false;
  const revive = (key: string, value: unknown) => {
    if (key.charCodeAt(0) === 0 && key.startsWith(marker)) markedKey = true;
    return typeof value === 'string' && value.startsWith(marker) ? BigInt(value.slice(marker.length)) : value;
  };
  for (const parse of [JSON.parse, JSON5.parse]) {
    let value: unknown;
    try {
      value = parse(marked, revive);
    } catch {
      // Not strict JSON: JSON5 next.
      continue;
    }
    if (!markedKey) return value;
    break;
  }
  // The message and position must be those of the text as typed.
  return readJson(text);
}
