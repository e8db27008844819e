/**
 * Streaming Base64 decoding with exact error positions. The platform's decoders (`atob`,
 * `Uint8Array.fromBase64`) only say "invalid", while the tools must name the character and where it
 * is, so a JS decoder does that; the engine's streaming `setFromBase64` does the bulk where present.
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

const STD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const PAD = 0x3d;
const latin1 = new TextDecoder('latin1');

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
export const isWhitespaceCode = (code: number) => code < 128 && VALUE[code] === WHITESPACE;
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

const utf8Decoder = new TextDecoder('utf-8');

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
