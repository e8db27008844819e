import JSON5 from 'json5';
import { InputError } from '@/lib/errors';
import { secureRandom } from '@/lib/random';
import { nestsDeeperThan } from './json-depth';
import { INDEX_KEY_IN_TEXT, markedKeyToken } from './json-key-order';
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
 * The text with integer literals beyond 2^53 replaced by strings `bigMarker + digits` (so the
 * parser keeps their digits) and, with `markKeys`, index-like keys marked (see json-key-order);
 * `undefined` when nothing was replaced.
 */
function markTokens(text: string, bigMarker: string | undefined, markKeys: boolean): string | undefined {
  let found = false;
  const quotedMarker = bigMarker === undefined ? '' : JSON.stringify(bigMarker).slice(1, -1);
  const marked = text.replace(TOKENS, (token, offset: number) => {
    const first = token.charCodeAt(0);
    if (first === 0x22 || first === 0x27) {
      const key = markKeys ? markedKeyToken(token, offset, text) : undefined;
      if (key === undefined) return token;
      found = true;
      return key;
    }
    // Comments and identifiers stay as written.
    if (bigMarker === undefined || first === 0x2f || !INTEGER.test(token)) return token;
    if (Number.isSafeInteger(Number(token))) return token;
    found = true;
    return `"${quotedMarker}${token.replace(/^\+/, '')}"`;
  });
  return found ? marked : undefined;
}

export interface ReadJsonOptions {
  /** Arrays and objects nested deeper are refused (`invalidJson`, detailKey `tooDeep`); none by default. */
  maxDepth?: number;
  /**
   * Keys that look like array indexes keep their place in the text (objects would move them
   * first): they are read marked, and only the JSON writers (writeJsonText, writeJsonParts) and
   * unmarkKey know the mark. Not for trees whose keys are sorted or written by other writers.
   */
  keepKeyOrder?: boolean;
}

/**
 * JSON or JSON5, like readJson, with integers beyond 2^53 read as BigInt (their exact digits)
 * instead of a rounded number. Bad input throws readJson's `invalidJson` error (reason, line,
 * column of the text as typed). Whitespace-only input gives `undefined`. With `keepKeyOrder`,
 * index-like keys come back marked, in the text's order (see json-key-order).
 */
export function readJsonExact(text: string, { maxDepth, keepKeyOrder = false }: ReadJsonOptions = {}): unknown {
  if (maxDepth !== undefined && nestsDeeperThan(text, maxDepth)) throw new InputError('invalidJson', { detailKey: 'tooDeep' });
  const markKeys = keepKeyOrder && INDEX_KEY_IN_TEXT.test(text);
  const longDigits = LONG_DIGITS.test(text);
  if (!longDigits && !markKeys) return readJson(text);
  const marker = longDigits
    ? `\u0000bigint-${[...secureRandom(new Uint32Array(2))].map((n) => n.toString(36)).join('')}:`
    : undefined;
  const marked = markTokens(text, marker, markKeys);
  if (marked === undefined) return readJson(text);
  // A marked number in a key's place (`{12345678901234567890: 1}`) would read as a string key:
  // such a text is invalid, and readJson says where.
  let markedKey = false;
  const revive =
    marker === undefined
      ? undefined
      : (key: string, value: unknown) => {
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
