import JSON5 from 'json5';
import { InputError } from '@/lib/errors';
import { secureRandom } from '@/lib/random';
import { nestsDeeperThan } from './json-depth';
import { INDEX_KEY_IN_TEXT, markedKeyToken } from './json-key-order';
import { readJson } from './read';
import { MAY_HOLD_WHOLE_FLOAT, WholeFloat } from './whole-float';

/** No integer of 16 digits or more: every integer literal is read exactly by a plain number. */
const LONG_DIGITS = /\d{16}/;

/**
 * The tokens of a JSON5 text that matter for finding integer literals: strings and comments
 * (skipped), identifiers (unquoted keys in any script, hex digits after `0x`…) and number literals.
 */
const TOKENS =
  /"(?:[^"\\\n\r]|\\[\s\S])*"|'(?:[^'\\\n\r]|\\[\s\S])*'|\/\/[^\n\r\u2028\u2029]*|\/\*[\s\S]*?\*\/|[\p{ID_Start}_$\\][\p{ID_Continue}$\\\u200c\u200d]*|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/gu;
/** How a number literal starts (a comment, an identifier or a string does not). */
const NUMBER_START = /^[-+.\d]/;
/** A decimal integer literal as JSON5 allows it (no leading zero). */
const INTEGER = /^[-+]?(?:0|[1-9]\d*)$/;

/**
 * The text with integer literals beyond 2^53 (and, with `floats`, float literals of a whole value)
 * replaced by strings `marker + literal` (so the parser keeps what they were) and, with
 * `markKeys`, index-like keys marked (see json-key-order); `undefined` when nothing was replaced.
 */
function markTokens(text: string, marker: string | undefined, markKeys: boolean, floats: boolean): string | undefined {
  let found = false;
  const quotedMarker = marker === undefined ? '' : JSON.stringify(marker).slice(1, -1);
  const marked = text.replace(TOKENS, (token, offset: number) => {
    const first = token.charCodeAt(0);
    if (first === 0x22 || first === 0x27) {
      const key = markKeys ? markedKeyToken(token, offset, text) : undefined;
      if (key === undefined) return token;
      found = true;
      return key;
    }
    // Comments and identifiers stay as written.
    if (marker === undefined || !NUMBER_START.test(token)) return token;
    const value = Number(token);
    if (INTEGER.test(token) ? Number.isSafeInteger(value) : !floats || !Number.isInteger(value)) return token;
    found = true;
    return `"${quotedMarker}${token.replace(/^\+/, '')}"`;
  });
  return found ? marked : undefined;
}

/** A double-quoted string, or a number literal with a fraction or an exponent (strict JSON). */
const STRING_OR_FLOAT = /"[^"\\]*(?:\\[\s\S][^"\\]*)*"|-?\d+(?:\.\d+(?:[eE][-+]?\d+)?|[eE][-+]?\d+)/g;

/**
 * markTokens for whole floats alone, several times quicker: the text must be strict JSON, which
 * has no comments nor other quotes (a JSON5 text stays JSON5 after it, and JSON.parse refuses it).
 */
function markJsonWholeFloats(text: string, quotedMarker: string): string | undefined {
  let out = '';
  let last = 0;
  STRING_OR_FLOAT.lastIndex = 0;
  for (let match; (match = STRING_OR_FLOAT.exec(text)) !== null;) {
    const token = match[0];
    if (token.charCodeAt(0) === 0x22 || !Number.isInteger(Number(token))) continue;
    out += `${text.slice(last, match.index)}"${quotedMarker}${token}"`;
    last = match.index + token.length;
  }
  return last === 0 ? undefined : out + text.slice(last);
}

/** The tree of a text marked by markJsonWholeFloats, its marked strings back to WholeFloat. */
function unmarkedFloats(root: unknown, marker: string): unknown {
  const boxed = (value: unknown) =>
    typeof value === 'string' && value.charCodeAt(0) === 0 && value.startsWith(marker)
      ? new WholeFloat(Number(value.slice(marker.length)))
      : value;
  if (typeof root !== 'object' || root === null) return boxed(root);
  const pending: object[] = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    const holder = node as Record<string, unknown>;
    for (const key of Array.isArray(node) ? node.keys() : Object.keys(node)) {
      const value = holder[key];
      if (typeof value === 'object' && value !== null) pending.push(value);
      else holder[key] = boxed(value);
    }
  }
  return root;
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
  /** Number literals with a fraction or exponent whose value is whole (`1.0`, `1e2`) come back as WholeFloat. */
  keepFloats?: boolean;
}

/**
 * JSON or JSON5, like readJson, with integers beyond 2^53 read as BigInt (their exact digits)
 * instead of a rounded number (and, with `keepFloats`, whole floats as WholeFloat). Bad input throws readJson's `invalidJson` error (reason, line,
 * column of the text as typed). Whitespace-only input gives `undefined`. With `keepKeyOrder`,
 * index-like keys come back marked, in the text's order (see json-key-order).
 */
export function readJsonExact(
  text: string,
  { maxDepth, keepKeyOrder = false, keepFloats = false }: ReadJsonOptions = {},
): unknown {
  if (maxDepth !== undefined && nestsDeeperThan(text, maxDepth)) throw new InputError('invalidJson', { detailKey: 'tooDeep' });
  const markKeys = keepKeyOrder && INDEX_KEY_IN_TEXT.test(text);
  const floats = keepFloats && MAY_HOLD_WHOLE_FLOAT.test(text);
  const longDigits = LONG_DIGITS.test(text);
  if (!floats && !longDigits && !markKeys) return readJson(text);
  const marker =
    floats || longDigits
      ? `\u0000number-${[...secureRandom(new Uint32Array(2))].map((n) => n.toString(36)).join('')}:`
      : undefined;
  // A marked number in a key's place (`{12345678901234567890: 1}`) would read as a string key:
  // such a text is invalid, and readJson says where.
  let markedKey = false;
  const revive =
    marker === undefined
      ? undefined
      : (key: string, value: unknown) => {
          if (key.charCodeAt(0) === 0 && key.startsWith(marker)) markedKey = true;
          if (typeof value !== 'string' || !value.startsWith(marker)) return value;
          const literal = value.slice(marker.length);
          return INTEGER.test(literal) ? BigInt(literal) : new WholeFloat(Number(literal));
        };
  if (floats && marker !== undefined && !longDigits && !markKeys) {
    const quick = markJsonWholeFloats(text, JSON.stringify(marker).slice(1, -1));
    let value: unknown;
    try {
      value = JSON.parse(quick ?? text);
    } catch {
      // Not strict JSON: the full scan below.
    }
    // A walk after the parse costs less than a reviver called for every value.
    if (value !== undefined) return quick === undefined ? value : unmarkedFloats(value, marker);
  }
  const marked = markTokens(text, marker, markKeys, floats);
  if (marked === undefined) return readJson(text);
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
