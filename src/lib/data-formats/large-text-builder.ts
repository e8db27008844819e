import { isHighSurrogate } from '@/lib/surrogates';
import { LARGE_TEXT_CHARS, utf8RowStarts, type LargeText } from './large-text';

/** Characters gathered before they are encoded. */
const FLUSH_CHARS = 1024 * 1024;

/**
 * Builds an output written in parts: a short one as a string, a long one straight into the UTF-8
 * bytes of a LargeText, so that the whole output never exists as one string (for 50 MB of JSON
 * with emoji that string, and V8's copies while building it, were the worker's peak).
 */
export class LargeTextBuilder {
  private pending: string[] = [];
  private pendingChars = 0;
  private bytes = new Uint8Array(0);
  private used = 0;
  private length = 0;
  private readonly encoder = new TextEncoder();

  constructor(
    private readonly flushChars = FLUSH_CHARS,
    private readonly largeAbove = LARGE_TEXT_CHARS,
  ) {}

  write(part: string): void {
    if (part === '') return;
    this.pending.push(part);
    this.pendingChars += part.length;
    this.length += part.length;
    if (this.pendingChars >= this.flushChars) this.flush(false);
  }

  /** Forgets everything written. */
  reset(): void {
    this.pending = [];
    this.pendingChars = 0;
    this.bytes = new Uint8Array(0);
    this.used = 0;
    this.length = 0;
  }

  private flush(last: boolean): void {
    let text = this.pending.join('');
    this.pending = [];
    this.pendingChars = 0;
    // A pair's first half waits for its second (each flush is encoded alone).
    if (!last && text.length > 0 && isHighSurrogate(text.charCodeAt(text.length - 1))) {
      this.pending.push(text.slice(-1));
      this.pendingChars = 1;
      text = text.slice(0, -1);
    }
    const needed = this.used + text.length * 3;
    if (needed > this.bytes.length) {
      const grown = new Uint8Array(Math.max(needed, Math.floor(this.bytes.length * 1.5)));
      grown.set(this.bytes.subarray(0, this.used));
      this.bytes = grown;
    }
    this.used += this.encoder.encodeInto(text, this.bytes.subarray(this.used)).written;
  }

  /** The whole output: a string up to `largeAbove` characters, a LargeText beyond. */
  finish(): string | LargeText {
    if (this.length <= this.largeAbove) {
      const flushed = this.used === 0 ? '' : new TextDecoder().decode(this.bytes.subarray(0, this.used));
      return flushed + this.pending.join('');
    }
    this.flush(true);
    // Room reserved but not used is given back when it is worth a copy.
    const bytes = this.used < this.bytes.length * 0.9 ? this.bytes.slice(0, this.used) : this.bytes.subarray(0, this.used);
    return { bytes, rows: utf8RowStarts(bytes), length: this.length };
  }
}
