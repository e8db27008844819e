/**
 * PDF object syntax (ISO 32000-1 §7.3), parsed from bytes: numbers, names, strings, arrays,
 * dictionaries, indirect references and the `n g obj … endobj` / `stream` framing. Bounded nesting;
 * anything malformed throws a PdfSyntaxError.
 */
export class PdfName {
  constructor(readonly value: string) {}
}
export class PdfString {
  constructor(readonly bytes: Uint8Array) {}
}
export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}
export type PdfDict = Map<string, PdfValue>;
export type PdfValue = number | boolean | null | PdfName | PdfString | PdfRef | PdfValue[] | PdfDict;

export class PdfSyntaxError extends Error {}

export interface IndirectObject {
  num: number;
  gen: number;
  value: PdfValue;
  /** Offset of the first byte of the stream data, for stream objects. */
  streamStart?: number;
}

const MAX_DEPTH = 32;
const isSpace = (c: number | undefined) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
const DELIMITERS = new Set(Array.from('()<>[]{}/%', (c) => c.charCodeAt(0)));
const isRegular = (c: number | undefined) => c !== undefined && !isSpace(c) && !DELIMITERS.has(c);
const latin1 = new TextDecoder('latin1');
const HEX = /^[0-9a-fA-F]$/;
const ESCAPES: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };

export class PdfParser {
  constructor(
    readonly bytes: Uint8Array,
    public pos = 0,
  ) {}

  /** Skips white space and comments. */
  skipSpace(): void {
    for (;;) {
      const c = this.bytes[this.pos];
      if (isSpace(c)) this.pos++;
      else if (c === 0x25)
        while (this.pos < this.bytes.length && this.bytes[this.pos] !== 10 && this.bytes[this.pos] !== 13) this.pos++;
      else return;
    }
  }

  /** The run of regular characters at the current position (a number or a keyword), possibly empty. */
  keyword(): string {
    this.skipSpace();
    const start = this.pos;
    while (isRegular(this.bytes[this.pos])) if (++this.pos - start > 64) throw new PdfSyntaxError('token too long');
    return String.fromCharCode(...this.bytes.subarray(start, this.pos));
  }

  integer(): number {
    const token = this.keyword();
    if (!/^\d{1,15}$/.test(token)) throw new PdfSyntaxError(`integer expected at ${this.pos}`);
    return Number(token);
  }

  value(depth = 0): PdfValue {
    if (depth > MAX_DEPTH) throw new PdfSyntaxError('nested too deeply');
    this.skipSpace();
    const c = this.bytes[this.pos];
    if (c === 0x2f) return this.name();
    if (c === 0x28) return this.literalString();
    if (c === 0x3c) return this.bytes[this.pos + 1] === 0x3c ? this.dictionary(depth) : this.hexString();
    if (c === 0x5b) return this.array(depth);
    const token = this.keyword();
    if (token === 'true' || token === 'false') return token === 'true';
    if (token === 'null') return null;
    if (!/^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(token)) throw new PdfSyntaxError(`unexpected "${token}" at ${this.pos}`);
    if (/^\d+$/.test(token)) {
      const reference = this.tryReference(Number(token));
      if (reference) return reference;
    }
    return Number(token);
  }

  /** `num gen R` once `num` is read; restores the position when it is not a reference. */
  private tryReference(num: number): PdfRef | undefined {
    const saved = this.pos;
    const gen = this.keyword();
    if (/^\d{1,5}$/.test(gen) && this.keyword() === 'R') return new PdfRef(num, Number(gen));
    this.pos = saved;
    return undefined;
  }

  private name(): PdfName {
    this.pos++;
    let out = '';
    while (isRegular(this.bytes[this.pos])) {
      const c = this.bytes[this.pos++]!;
      const hex = String.fromCharCode(this.bytes[this.pos] ?? 0, this.bytes[this.pos + 1] ?? 0);
      if (c === 0x23 && /^[0-9a-fA-F]{2}$/.test(hex)) {
        out += String.fromCharCode(parseInt(hex, 16));
        this.pos += 2;
      } else out += String.fromCharCode(c);
    }
    return new PdfName(out);
  }

  private literalString(): PdfString {
    this.pos++;
    const out: number[] = [];
    let depth = 1;
    for (;;) {
      const c = this.bytes[this.pos++];
      if (c === undefined) throw new PdfSyntaxError('unterminated string');
      if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) break;
      if (c === 0x0d) {
        if (this.bytes[this.pos] === 0x0a) this.pos++;
        out.push(0x0a); // any end of line in a string reads as a line feed
      } else if (c === 0x5c) this.escape(out);
      else out.push(c);
    }
    return new PdfString(Uint8Array.from(out));
  }

  private escape(out: number[]): void {
    const c = this.bytes[this.pos++];
    if (c === undefined) throw new PdfSyntaxError('unterminated string');
    const char = String.fromCharCode(c);
    if (ESCAPES[char] !== undefined) out.push(ESCAPES[char]);
    else if (c >= 0x30 && c <= 0x37) {
      let octal = char;
      while (octal.length < 3 && (this.bytes[this.pos] ?? 0) >= 0x30 && (this.bytes[this.pos] ?? 0) <= 0x37)
        octal += String.fromCharCode(this.bytes[this.pos++]!);
      out.push(parseInt(octal, 8) & 0xff);
    } else if (c === 0x0d) {
      if (this.bytes[this.pos] === 0x0a) this.pos++; // line continuation
    } else if (c !== 0x0a) out.push(c); // \( \) \\ and unknown escapes: the character itself
  }

  private hexString(): PdfString {
    this.pos++;
    let digits = '';
    for (;;) {
      const c = this.bytes[this.pos++];
      if (c === undefined) throw new PdfSyntaxError('unterminated hex string');
      if (c === 0x3e) break;
      if (isSpace(c)) continue;
      const char = String.fromCharCode(c);
      if (!HEX.test(char)) throw new PdfSyntaxError('bad hex string');
      digits += char;
    }
    if (digits.length % 2) digits += '0';
    const out = new Uint8Array(digits.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = parseInt(digits.slice(2 * i, 2 * i + 2), 16);
    return new PdfString(out);
  }

  private array(depth: number): PdfValue[] {
    this.pos++;
    const out: PdfValue[] = [];
    for (;;) {
      this.skipSpace();
      if (this.pos >= this.bytes.length) throw new PdfSyntaxError('unterminated array');
      if (this.bytes[this.pos] === 0x5d) {
        this.pos++;
        return out;
      }
      out.push(this.value(depth + 1));
    }
  }

  private dictionary(depth: number): PdfDict {
    this.pos += 2;
    const out: PdfDict = new Map();
    for (;;) {
      this.skipSpace();
      if (this.bytes[this.pos] === 0x3e && this.bytes[this.pos + 1] === 0x3e) {
        this.pos += 2;
        return out;
      }
      if (this.bytes[this.pos] !== 0x2f) throw new PdfSyntaxError(`name expected at ${this.pos}`);
      const key = this.name().value;
      out.set(key, this.value(depth + 1));
    }
  }

  /** `num gen obj value [stream]` at the current position. */
  indirectObject(): IndirectObject {
    const num = this.integer();
    const gen = this.integer();
    if (this.keyword() !== 'obj') throw new PdfSyntaxError('obj expected');
    const value = this.value();
    const after = this.pos;
    if (!(value instanceof Map) || this.keyword() !== 'stream') {
      this.pos = after;
      return { num, gen, value };
    }
    // The data starts after the end of line that follows the keyword (CR LF or LF).
    if (this.bytes[this.pos] === 0x0d) this.pos++;
    if (this.bytes[this.pos] === 0x0a) this.pos++;
    return { num, gen, value, streamStart: this.pos };
  }
}

/** A name's value, or undefined. */
export const nameOf = (value: PdfValue | undefined): string | undefined => (value instanceof PdfName ? value.value : undefined);

/** A PDF text string (UTF-16BE or UTF-8 with a byte order mark, else PDFDocEncoding, read as Latin-1). */
export function textOf(value: PdfValue | undefined): string | undefined {
  if (!(value instanceof PdfString)) return undefined;
  const b = value.bytes;
  if (b[0] === 0xfe && b[1] === 0xff) return new TextDecoder('utf-16be').decode(b.subarray(2));
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return new TextDecoder().decode(b.subarray(3));
  return latin1.decode(b);
}
