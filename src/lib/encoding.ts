/**
 * Byte ↔ text encodings: hexadecimal, binary, Base64 and Base64url (RFC 4648). Uses the native
 * `Uint8Array` Base64 methods where the engine has them (Chromium 140+, Firefox 133+, Safari 18.2+)
 * and an equivalent JS implementation elsewhere (Node 20, older browsers).
 */

interface NativeBase64Options {
  alphabet?: 'base64' | 'base64url';
  omitPadding?: boolean;
  lastChunkHandling?: 'loose' | 'strict' | 'stop-before-partial';
}
interface NativeBase64 {
  toBase64(this: Uint8Array, options?: NativeBase64Options): string;
}
interface NativeBase64Constructor {
  fromBase64(text: string, options?: NativeBase64Options): Uint8Array;
}
interface NativeSetFromBase64 {
  setFromBase64(this: Uint8Array, text: string, options?: NativeBase64Options): { read: number; written: number };
}

const proto = Uint8Array.prototype as Partial<NativeBase64 & NativeSetFromBase64>;
/** The engine's own Base64 (one-shot and streaming), when present. */
export const nativeBase64 = {
  toBase64: typeof proto.toBase64 === 'function' ? (proto.toBase64 as NativeBase64['toBase64']) : undefined,
  fromBase64:
    typeof (Uint8Array as Partial<NativeBase64Constructor>).fromBase64 === 'function'
      ? (Uint8Array as unknown as NativeBase64Constructor).fromBase64
      : undefined,
  setFromBase64:
    typeof proto.setFromBase64 === 'function' ? (proto.setFromBase64 as NativeSetFromBase64['setFromBase64']) : undefined,
};

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const BITS = Array.from({ length: 256 }, (_, i) => i.toString(2).padStart(8, '0'));

/** Lower-case hexadecimal, two digits per byte. */
export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += HEX[byte];
  return out;
}

/** Bits, most significant first, eight per byte. */
export function bytesToBinary(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += BITS[byte];
  return out;
}

/**
 * Parses hexadecimal: ASCII whitespace and case are ignored; an odd number of digits or any other
 * character is invalid (undefined).
 */
export function parseHex(text: string): Uint8Array | undefined {
  const digits = text.replace(/[\t\n\f\r ]+/g, '');
  if (digits.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(digits)) return undefined;
  const out = new Uint8Array(digits.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export interface Base64EncodeOptions {
  /** `-` and `_` instead of `+` and `/`. */
  url?: boolean;
  /** `=` padding; defaults to on for standard Base64 and off for Base64url. */
  pad?: boolean;
}

const STD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const STD_CODES = Uint8Array.from(STD_ALPHABET, (c) => c.charCodeAt(0));
const URL_CODES = Uint8Array.from(URL_ALPHABET, (c) => c.charCodeAt(0));
const PAD = 0x3d;

/** Base64 length in characters of `n` bytes. */
export function base64Length(n: number, pad = true): number {
  return pad ? Math.ceil(n / 3) * 4 : Math.floor(n / 3) * 4 + [0, 2, 3][n % 3]!;
}

const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;
/** Two output characters per 12 bits, as one 16-bit store (about twice as fast as byte stores). */
function pairTable(codes: Uint8Array): Uint16Array {
  const table = new Uint16Array(4096);
  for (let i = 0; i < 4096; i++) {
    const first = codes[i >> 6]!;
    const second = codes[i & 63]!;
    table[i] = LITTLE_ENDIAN ? first | (second << 8) : (first << 8) | second;
  }
  return table;
}
let pairs: { std: Uint16Array; url: Uint16Array } | undefined;

/**
 * Writes the Base64 ASCII codes of `bytes` into `out` (which needs `base64Length` room) and
 * returns the count written. Plain JS, and faster than `toBase64` + `TextEncoder` when the
 * result is wanted as bytes (e.g. for a Blob).
 */
export function encodeBase64Into(bytes: Uint8Array, out: Uint8Array, options: Base64EncodeOptions = {}): number {
  const codes = options.url ? URL_CODES : STD_CODES;
  const pad = options.pad ?? !options.url;
  const whole = bytes.length - (bytes.length % 3);
  let o = 0;
  if (out.byteOffset % 2 === 0 && whole > 0) {
    pairs ??= { std: pairTable(STD_CODES), url: pairTable(URL_CODES) };
    const table = options.url ? pairs.url : pairs.std;
    const out16 = new Uint16Array(out.buffer, out.byteOffset, (whole / 3) * 2);
    let p = 0;
    for (let i = 0; i < whole; i += 3) {
      const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
      out16[p++] = table[n >>> 12]!;
      out16[p++] = table[n & 4095]!;
    }
    o = p * 2;
  } else {
    for (let i = 0; i < whole; i += 3) {
      const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
      out[o++] = codes[n >>> 18]!;
      out[o++] = codes[(n >>> 12) & 63]!;
      out[o++] = codes[(n >>> 6) & 63]!;
      out[o++] = codes[n & 63]!;
    }
  }
  const rest = bytes.length - whole;
  if (rest > 0) {
    const n = (bytes[whole]! << 16) | (rest === 2 ? bytes[whole + 1]! << 8 : 0);
    out[o++] = codes[n >>> 18]!;
    out[o++] = codes[(n >>> 12) & 63]!;
    if (rest === 2) out[o++] = codes[(n >>> 6) & 63]!;
    else if (pad) out[o++] = PAD;
    if (pad) out[o++] = PAD;
  }
  return o;
}

const latin1 = new TextDecoder('latin1');

/** Base64 (or Base64url) text of `bytes`. */
export function bytesToBase64(bytes: Uint8Array, options: Base64EncodeOptions = {}): string {
  const pad = options.pad ?? !options.url;
  if (nativeBase64.toBase64) {
    return nativeBase64.toBase64.call(bytes, { alphabet: options.url ? 'base64url' : 'base64', omitPadding: !pad });
  }
  const out = new Uint8Array(base64Length(bytes.length, pad));
  encodeBase64Into(bytes, out, { url: options.url, pad });
  // Every code is ASCII, so any single-byte decoder maps it one to one.
  return latin1.decode(out);
}

/**
 * How Base64 text is read:
 * - `standard`: `+ /` alphabet, ASCII whitespace ignored, `=` padding required and correct;
 * - `lenient`: both alphabets, whitespace ignored, padding optional (but correct when present);
 * - `drop`: both alphabets, every other character (padding included) dropped.
 * Bits beyond the last whole byte are ignored, like most decoders.
 */
export type Base64Mode = 'standard' | 'lenient' | 'drop';

export type Base64ErrorReason = 'character' | 'padding' | 'length';

/** Invalid Base64, with the 0-based index of the offending character in the input. */
export class Base64SyntaxError extends Error {
  override name = 'Base64SyntaxError';
  constructor(
    readonly reason: Base64ErrorReason,
    readonly position: number,
    readonly character?: string,
  ) {
    super(`Invalid base64 ${reason} at position ${position}`);
  }
}

/** 0–63 for alphabet characters (both alphabets), -1 for whitespace, -2 for '=', -3 otherwise. */
const VALUE = new Int8Array(128).fill(-3);
for (let i = 0; i < 64; i++) {
  VALUE[STD_ALPHABET.charCodeAt(i)] = i;
  VALUE[URL_ALPHABET.charCodeAt(i)] = i;
}
for (const c of '\t\n\f\r ') VALUE[c.charCodeAt(0)] = -1;
VALUE[PAD] = -2;
const WHITESPACE = -1;
const PADDING = -2;

/**
 * A Base64 decoder fed in pieces (e.g. the chunks of a huge file); `position` in errors counts
 * characters from the start of the whole input. Call `push` for each piece, then `end`.
 */
export class Base64Decoder {
  /** Pending sextets of an incomplete quantum (0–3 of them). */
  private quantum = 0;
  private quantumLength = 0;
  /** Characters seen so far (for error positions). */
  private offset = 0;
  /** '=' characters seen, and where the first one was. */
  private padding = 0;
  private paddingAt = -1;
  private lastSignificant = -1;

  /** `offset`: characters before the first piece, for error positions (e.g. a stripped prefix). */
  constructor(
    readonly mode: Base64Mode,
    offset = 0,
  ) {
    this.offset = offset;
  }

  /** Decodes a piece; returns the bytes it completes. */
  push(text: string): Uint8Array<ArrayBuffer> {
    const out = new Uint8Array(Math.floor(((this.quantumLength + text.length) * 3) / 4) + 3);
    const written = this.decodeInto(text, out);
    this.offset += text.length;
    return out.subarray(0, written);
  }

  /** Checks the end of the input and returns the last bytes. */
  end(): Uint8Array<ArrayBuffer> {
    const out = new Uint8Array(3);
    let written = 0;
    const { mode } = this;
    if (this.padding > 0) {
      // Padding closes a quantum of 2 or 3 sextets: "xx==" or "xxx=".
      const needed = 4 - this.quantumLength;
      if (this.quantumLength < 2 || this.padding !== needed) throw new Base64SyntaxError('padding', this.paddingAt, '=');
    } else if (this.quantumLength === 1) {
      throw new Base64SyntaxError('length', this.lastSignificant);
    } else if (this.quantumLength > 1 && mode === 'standard') {
      throw new Base64SyntaxError('padding', this.offset);
    }
    if (this.quantumLength >= 2) {
      const n = this.quantum << (6 * (4 - this.quantumLength));
      out[written++] = (n >>> 16) & 255;
      if (this.quantumLength === 3) out[written++] = (n >>> 8) & 255;
    }
    this.quantum = 0;
    this.quantumLength = 0;
    return out.subarray(0, written);
  }

  private decodeInto(text: string, out: Uint8Array): number {
    let written = 0;
    let { quantum, quantumLength } = this;
    const { mode } = this;
    const drop = mode === 'drop';
    const standard = mode === 'standard';
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const value = code < 128 ? VALUE[code]! : -3;
      if (value >= 0) {
        if (standard && (code === 0x2d || code === 0x5f)) {
          throw new Base64SyntaxError('character', this.offset + i, text[i]);
        }
        if (this.padding > 0 && !drop) throw new Base64SyntaxError('padding', this.paddingAt, '=');
        this.lastSignificant = this.offset + i;
        quantum = (quantum << 6) | value;
        if (++quantumLength === 4) {
          out[written++] = quantum >>> 16;
          out[written++] = (quantum >>> 8) & 255;
          out[written++] = quantum & 255;
          quantum = 0;
          quantumLength = 0;
        }
      } else if (value === WHITESPACE || drop) {
        continue;
      } else if (value === PADDING) {
        if (this.padding === 0) this.paddingAt = this.offset + i;
        if (++this.padding > 2) throw new Base64SyntaxError('padding', this.offset + i, '=');
      } else {
        throw new Base64SyntaxError('character', this.offset + i, String.fromCodePoint(text.codePointAt(i)!));
      }
    }
    this.quantum = quantum;
    this.quantumLength = quantumLength;
    return written;
  }
}

/** Decodes a whole Base64 text (see `Base64Mode`); throws `Base64SyntaxError`. */
export function base64ToBytes(text: string, mode: Base64Mode = 'standard'): Uint8Array {
  if (mode !== 'drop' && nativeBase64.fromBase64) {
    const fast = tryNativeDecode(text, mode);
    if (fast) return fast;
  }
  const decoder = new Base64Decoder(mode);
  const body = decoder.push(text);
  const tail = decoder.end();
  if (tail.length === 0) return body;
  const out = new Uint8Array(body.length + tail.length);
  out.set(body);
  out.set(tail, body.length);
  return out;
}

/** The native decoder for the common cases; undefined when it refuses (the JS decoder then explains why). */
function tryNativeDecode(text: string, mode: Exclude<Base64Mode, 'drop'>): Uint8Array | undefined {
  const fromBase64 = nativeBase64.fromBase64!;
  try {
    // 'strict' would also reject non-zero trailing bits, which the JS decoder accepts.
    if (mode === 'standard') return hasPaddingWhenNeeded(text) ? fromBase64(text, { lastChunkHandling: 'loose' }) : undefined;
    if (/[-_]/.test(text)) return fromBase64(text, { alphabet: 'base64url', lastChunkHandling: 'loose' });
    return fromBase64(text, { lastChunkHandling: 'loose' });
  } catch {
    return undefined;
  }
}

/** 'loose' accepts missing padding; standard mode requires it, so check the length of the significant text. */
function hasPaddingWhenNeeded(text: string): boolean {
  let significant = 0;
  for (let i = 0; i < text.length; i++) if (VALUE[text.charCodeAt(i)] !== WHITESPACE) significant++;
  return significant % 4 === 0;
}

const utf8Decoder = new TextDecoder('utf-8');
const isWhitespaceCode = (code: number) => code < 128 && VALUE[code] === WHITESPACE;

/**
 * Lenient Base64 (both alphabets, whitespace ignored, padding optional) for inputs of any size,
 * fed in pieces of text or of ASCII bytes. Uses the engine's streaming `setFromBase64` where
 * present, and the JS decoder to explain a failure (exact position) or where there is no native one.
 */
export class Base64StreamDecoder {
  private carry = '';
  /** Characters consumed before `carry`. */
  private consumed: number;
  private alphabet: 'base64' | 'base64url' = 'base64';
  private js?: Base64Decoder;
  private paddingAt = -1;

  constructor(offset = 0, useNative = Boolean(nativeBase64.setFromBase64)) {
    this.consumed = offset;
    if (!useNative) this.js = new Base64Decoder('lenient', offset);
  }

  /** A piece given as bytes (e.g. a file chunk); non-ASCII bytes are invalid and located exactly. */
  pushBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
    const text = utf8Decoder.decode(bytes);
    // Only ASCII keeps one character per byte; anything else fails below with its byte position.
    return this.push(text.length === bytes.length ? text : latin1.decode(bytes));
  }

  push(text: string): Uint8Array<ArrayBuffer> {
    if (this.js) return this.js.push(text);
    const input = this.carry + text;
    if (this.paddingAt >= 0) {
      // After padding only whitespace may follow.
      for (let i = 0; i < input.length; i++) {
        if (!isWhitespaceCode(input.charCodeAt(i))) throw new Base64SyntaxError('padding', this.paddingAt, '=');
      }
      this.consumed += input.length;
      this.carry = '';
      return new Uint8Array(0);
    }
    const out = new Uint8Array(Math.ceil(input.length / 4) * 3);
    let result: { read: number; written: number } | undefined;
    for (const alphabet of this.alphabet === 'base64' ? (['base64', 'base64url'] as const) : (['base64url'] as const)) {
      try {
        result = nativeBase64.setFromBase64!.call(out, input, { alphabet, lastChunkHandling: 'stop-before-partial' });
        this.alphabet = alphabet;
        break;
      } catch {
        // try the other alphabet, then the JS decoder
      }
    }
    if (!result) return this.switchToJs(input);
    const pad = input.indexOf('=');
    if (pad >= 0 && pad < result.read) this.paddingAt = this.consumed + pad;
    this.carry = input.slice(result.read);
    this.consumed += result.read;
    return out.subarray(0, result.written);
  }

  /** Checks the end of the input and returns the last bytes. */
  end(): Uint8Array<ArrayBuffer> {
    if (this.js) return this.js.end();
    const rest = this.carry;
    this.carry = '';
    if (rest.trim() === '') return new Uint8Array(0);
    try {
      return nativeBase64.fromBase64!(rest, { alphabet: this.alphabet, lastChunkHandling: 'loose' }) as Uint8Array<ArrayBuffer>;
    } catch {
      this.switchToJs(rest);
      return this.js!.end();
    }
  }

  private switchToJs(input: string): Uint8Array<ArrayBuffer> {
    this.js = new Base64Decoder('lenient', this.consumed);
    this.carry = '';
    return this.js.push(input);
  }
}
